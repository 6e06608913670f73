#include "skald/ropasci/hex.h"

#include <cstdlib>

namespace skald::ropasci {
namespace {

constexpr int kSteps[6][2] = {{1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}};

/// Everything about the board, computed once from the coordinates.
struct Tables {
  std::array<Axial, kHexes> axial{};
  std::array<std::array<int, kRows>, kRows> index{};  // [r + 4][q + 4], -1 off the board
  std::array<HexSet, kHexes> neighbours{};
  std::array<std::array<HexSet, kHexes>, kHexes> swings{};  // [from][pivot]
  std::array<std::array<HexSet, kRows + 1>, 2> zones{};     // [side][rows]
  std::array<std::array<std::uint8_t, kHexes>, kHexes> distances{};

  Tables() {
    for (auto& row : index)
      row.fill(-1);
    int n = 0;
    for (int r = -kRadius; r <= kRadius; ++r) {
      for (int q = -kRadius; q <= kRadius; ++q) {
        if (!on_board(r, q)) continue;
        axial[static_cast<std::size_t>(n)] = {r, q};
        index[static_cast<std::size_t>(r + kRadius)][static_cast<std::size_t>(q + kRadius)] = n;
        ++n;
      }
    }
    for (int h = 0; h < kHexes; ++h) {
      const Axial a = axial[static_cast<std::size_t>(h)];
      for (const auto& step : kSteps) {
        const int r = a.r + step[0], q = a.q + step[1];
        if (on_board(r, q)) neighbours[static_cast<std::size_t>(h)] |= hex_bit(at(r, q));
      }
    }
    for (int from = 0; from < kHexes; ++from) {
      const HexSet near = neighbours[static_cast<std::size_t>(from)];
      for (HexSet p = near; p; p &= p - 1) {
        const int pivot = lowest_hex(p);
        swings[static_cast<std::size_t>(from)][static_cast<std::size_t>(pivot)] =
            neighbours[static_cast<std::size_t>(pivot)] & ~near & ~hex_bit(from);
      }
    }
    for (int a = 0; a < kHexes; ++a) {
      for (int b = 0; b < kHexes; ++b) {
        const Axial x = axial[static_cast<std::size_t>(a)], y = axial[static_cast<std::size_t>(b)];
        const int dr = x.r - y.r, dq = x.q - y.q;
        distances[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] =
            static_cast<std::uint8_t>((std::abs(dr) + std::abs(dq) + std::abs(dr + dq)) / 2);
      }
    }
    for (int side = 0; side < 2; ++side) {
      for (int rows = 0; rows <= kRows; ++rows) {
        HexSet zone = 0;
        for (int h = 0; h < kHexes; ++h) {
          const int r = axial[static_cast<std::size_t>(h)].r;
          const int from_edge = side == 0 ? kRadius - r + 1 : r + kRadius + 1;
          if (from_edge <= rows) zone |= hex_bit(h);
        }
        zones[static_cast<std::size_t>(side)][static_cast<std::size_t>(rows)] = zone;
      }
    }
  }
  int at(int r, int q) const {
    return index[static_cast<std::size_t>(r + kRadius)][static_cast<std::size_t>(q + kRadius)];
  }
};

const Tables& tables() {
  static const Tables t;
  return t;
}

}  // namespace

int hex_at(int r, int q) {
  return on_board(r, q) ? tables().at(r, q) : -1;
}

Axial axial_of(int hex) {
  return tables().axial[static_cast<std::size_t>(hex)];
}

std::string hex_name(int hex) {
  const Axial a = axial_of(hex);
  return std::string(1, static_cast<char>('a' + a.q + kRadius)) +
         static_cast<char>('1' + a.r + kRadius);
}

std::string hex_axial_text(int hex) {
  const Axial a = axial_of(hex);
  return "(" + std::to_string(a.r) + ", " + std::to_string(a.q) + ")";
}

std::optional<int> hex_named(std::string_view name) {
  if (name.size() != 2) return std::nullopt;
  const int q = name[0] - 'a' - kRadius;
  const int r = name[1] - '1' - kRadius;
  if (name[0] < 'a' || name[0] > 'i' || name[1] < '1' || name[1] > '9') return std::nullopt;
  const int hex = hex_at(r, q);
  if (hex < 0) return std::nullopt;
  return hex;
}

HexSet neighbours(int hex) {
  return tables().neighbours[static_cast<std::size_t>(hex)];
}

HexSet swing_targets(int from, int pivot) {
  return tables().swings[static_cast<std::size_t>(from)][static_cast<std::size_t>(pivot)];
}

int distance(int a, int b) {
  return tables().distances[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)];
}

int row_from_edge(int hex, int side) {
  const int r = axial_of(hex).r;
  return side == 0 ? kRadius - r + 1 : r + kRadius + 1;
}

HexSet throw_zone(int side, int rows) {
  if (rows < 0) rows = 0;
  if (rows > kRows) rows = kRows;
  return tables().zones[static_cast<std::size_t>(side)][static_cast<std::size_t>(rows)];
}

}  // namespace skald::ropasci
