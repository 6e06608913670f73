#include "skald/record/address.h"

#include <limits>

#include "skald/core/excerpt.h"

namespace skald::record {

namespace {

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}

// Turn numbers and variation indexes beyond this are refused rather than overflowing.
constexpr int kMaxNumber = 1'000'000;

}  // namespace

bool Address::is_canonical() const {
  if (elements.empty() || elements.size() % 2 == 0) return false;
  for (std::size_t i = 0; i < elements.size(); i += 2) {
    if (!elements[i].has_letter()) return false;
  }
  return true;
}

std::string move_letter(int letter_index) {
  if (letter_index >= 0 && letter_index < kLettersPerTurn)
    return std::string(1, static_cast<char>('a' + letter_index));
  return "#" + std::to_string(letter_index + 1);
}

AddressParse parse_address(std::string_view text) {
  AddressParse result;
  auto fail = [&](int element, int column, std::string message) {
    result.error = {element, column, std::move(message)};
    return result;
  };
  if (text.empty()) return fail(0, 1, "empty address: expected a move such as 12a");

  // A single trailing dot is allowed (`29a.`, `29.`); it ends the address.
  std::string_view body = text;
  if (body.back() == '.') body.remove_suffix(1);
  if (body.empty()) return fail(1, 1, "element 1 (\"\"): expected a turn number");

  Address address;
  std::size_t pos = 0;
  int index = 0;  // 0-based element index
  while (true) {
    const std::size_t end = std::min(body.find('.', pos), body.size());
    const std::string_view part = body.substr(pos, end - pos);
    const int column = static_cast<int>(pos) + 1;
    const int number_shown = index + 1;
    const std::string quoted =
        "element " + std::to_string(number_shown) + " (\"" + excerpt(part) + "\"): ";
    const bool move_position = index % 2 == 0;
    if (part.empty()) {
      return fail(
          number_shown, column,
          quoted + (move_position ? "expected a turn number" : "expected a variation index"));
    }
    std::size_t digits = 0;
    long long number = 0;
    while (digits < part.size() && is_digit(part[digits])) {
      if (number <= kMaxNumber) number = number * 10 + (part[digits] - '0');
      ++digits;
    }
    if (digits == 0) {
      return fail(number_shown, column,
                  quoted + (move_position ? "expected a turn number before the letter"
                                          : "expected a variation index (a number)"));
    }
    if (number > kMaxNumber) return fail(number_shown, column, quoted + "number too large");
    AddressElement element;
    element.number = static_cast<int>(number);
    const std::string_view rest = part.substr(digits);
    if (move_position) {
      if (!rest.empty() && rest[0] == '#') {
        return fail(number_shown, column + static_cast<int>(digits),
                    quoted + "a move after the 26th of its turn (z) has no OTN address");
      }
      if (rest.size() > 1) {
        return fail(number_shown, column + static_cast<int>(digits),
                    quoted + "expected one letter a-z after the turn number");
      }
      if (rest.size() == 1) {
        const char c = rest[0];
        if (c < 'a' || c > 'z') {
          return fail(number_shown, column + static_cast<int>(digits),
                      quoted + "expected a lower-case letter a-z after the turn number");
        }
        element.letter = c - 'a';
      }
    } else {
      if (!rest.empty()) {
        return fail(number_shown, column + static_cast<int>(digits),
                    quoted + "a variation index is a number without a letter");
      }
      if (element.number == 0) {
        return fail(number_shown, column, quoted + "variation indexes start at 1");
      }
    }
    address.elements.push_back(element);
    if (end == body.size()) break;
    // Only the last move element may lack its letter (`29.`, `8a.1.2`).
    if (move_position && !element.has_letter()) {
      return fail(number_shown, column,
                  quoted + "a turn without a letter may only end the address");
    }
    pos = end + 1;
    ++index;
  }
  result.address = std::move(address);
  return result;
}

std::string format_address(const Address& address) {
  std::string out;
  for (std::size_t i = 0; i < address.elements.size(); ++i) {
    if (i > 0) out += '.';
    const AddressElement& e = address.elements[i];
    out += std::to_string(e.number);
    if (e.has_letter()) out += move_letter(e.letter);
  }
  return out;
}

}  // namespace skald::record
