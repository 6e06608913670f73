#include "skald/tafl/position_record.h"

#include <algorithm>
#include <string>

namespace skald::tafl {

SourceLocation location_at_offset(const SourceLocation& where, std::size_t offset) {
  SourceLocation loc = where;
  if (loc.column > 0)
    loc.column += static_cast<int>(offset);
  else
    loc.column = static_cast<int>(offset) + 1;
  return loc;
}

namespace {

SourceLocation at(const SourceLocation& where, std::size_t offset) {
  return location_at_offset(where, offset);
}

/// One row as written: its text and where it starts in the record.
struct RowText {
  std::string_view text;
  std::size_t offset = 0;
};

/// Reads one row into `out` (exactly `dim` squares, or returns false after reporting why).
bool read_row(const RowText& row, int row_number, int dim, std::vector<Piece>& out,
              const SourceLocation& where, Diagnostics& diags) {
  int file = 0;
  std::size_t i = 0;
  while (i < row.text.size()) {
    const char c = row.text[i];
    const std::size_t offset = row.offset + i;
    if (c >= '0' && c <= '9') {
      std::size_t j = i;
      int count = 0;
      while (j < row.text.size() && row.text[j] >= '0' && row.text[j] <= '9' && count <= 999) {
        count = count * 10 + (row.text[j] - '0');
        ++j;
      }
      if (count == 0) {
        diags.error(at(where, offset), "position row " + std::to_string(row_number) + ", column " +
                                           std::to_string(file + 1) +
                                           ": an empty-square count must be at least 1");
        return false;
      }
      file += count;
      out.insert(out.end(), static_cast<std::size_t>(std::min(count, dim)), Piece{});
      if (file > dim) {
        diags.error(at(where, offset), "position row " + std::to_string(row_number) + ", column " +
                                           std::to_string(file - count + 1) + ": " +
                                           std::to_string(count) +
                                           " empty squares run past the edge of a " +
                                           std::to_string(dim) + "-square row");
        return false;
      }
      i = j;
      continue;
    }
    const auto piece = Piece::from_letter(c);
    if (!piece) {
      diags.error(at(where, offset), std::string("position row ") + std::to_string(row_number) +
                                         ", column " + std::to_string(file + 1) +
                                         ": expected a digit or a piece letter (t k c n m g, "
                                         "upper case for defenders), got '" +
                                         c + "'");
      return false;
    }
    if (file >= dim) {
      diags.error(at(where, offset), "position row " + std::to_string(row_number) +
                                         " has more than " + std::to_string(dim) +
                                         " squares (extra piece at column " +
                                         std::to_string(file + 1) + ")");
      return false;
    }
    out.push_back(*piece);
    ++file;
    ++i;
  }
  if (file != dim) {
    diags.error(at(where, row.offset), "position row " + std::to_string(row_number) + " has " +
                                           std::to_string(file) + " squares, expected " +
                                           std::to_string(dim));
    return false;
  }
  return true;
}

}  // namespace

PositionRecordParse parse_position_record(std::string_view text, RowOrder order, int expected_dim,
                                          const SourceLocation& where) {
  PositionRecordParse result;
  Diagnostics& diags = result.diagnostics;

  // Split into rows. The record should open and close with '/'; OpenTafl is lenient about
  // that, so a missing slash is only a warning.
  std::size_t begin = 0;
  std::size_t end = text.size();
  if (text.empty()) {
    diags.error(at(where, 0), "empty position record, expected rows like /3t3/.../");
    return result;
  }
  if (text.front() == '/')
    begin = 1;
  else
    diags.warning(at(where, 0), "position record should start with '/'");
  if (end > begin && text.back() == '/')
    --end;
  else
    diags.warning(at(where, text.size()), "position record should end with '/'");

  std::vector<RowText> rows;
  std::size_t start = begin;
  for (std::size_t i = begin; i <= end; ++i) {
    if (i == end || text[i] == '/') {
      rows.push_back({text.substr(start, i - start), start});
      start = i + 1;
    }
  }
  const int row_count = static_cast<int>(rows.size());
  const int dim = expected_dim > 0 ? expected_dim : row_count;
  result.dim = dim;
  if (expected_dim > 0 && row_count != expected_dim) {
    diags.error(at(where, 0), "position record has " + std::to_string(row_count) +
                                  " rows, expected " + std::to_string(expected_dim));
    return result;
  }
  if (dim < kMinDim || dim > kMaxDim) {
    diags.error(at(where, 0), "position record has " + std::to_string(row_count) +
                                  " rows; a board has " + std::to_string(kMinDim) + " to " +
                                  std::to_string(kMaxDim));
    return result;
  }

  std::vector<Piece> squares(static_cast<std::size_t>(dim * dim));
  bool ok = true;
  for (int r = 0; r < row_count; ++r) {
    std::vector<Piece> row;
    row.reserve(static_cast<std::size_t>(dim));
    if (!read_row(rows[r], r + 1, dim, row, where, diags)) {
      ok = false;
      continue;
    }
    const int rank = order == RowOrder::rank1_first ? r : dim - 1 - r;
    for (int f = 0; f < dim; ++f)
      squares[rank * dim + f] = row[f];
  }
  if (ok) result.squares = std::move(squares);
  return result;
}

std::string format_position_record(const std::vector<Piece>& squares, int dim, RowOrder order) {
  std::string out = "/";
  for (int r = 0; r < dim; ++r) {
    const int rank = order == RowOrder::rank1_first ? r : dim - 1 - r;
    int empties = 0;
    for (int f = 0; f < dim; ++f) {
      const std::size_t index = static_cast<std::size_t>(rank * dim + f);
      const Piece p = index < squares.size() ? squares[index] : Piece{};
      if (p.empty()) {
        ++empties;
        continue;
      }
      if (empties > 0) out += std::to_string(empties);
      empties = 0;
      out += p.letter();
    }
    if (empties > 0) out += std::to_string(empties);
    out += '/';
  }
  return out;
}

}  // namespace skald::tafl
