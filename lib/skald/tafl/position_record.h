#pragma once

// OTN position records: `/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/`.
//
// Rows are separated by '/', with a '/' before the first and after the last row. Inside a
// row, a number counts empty squares (it may have several digits: `11`) and a letter is a
// piece (lower case attackers, upper case defenders; t k c n m g). In a `start:` record and
// in `[position:...]` tags the FIRST row is rank 1 (checked against OpenTafl's own games:
// after d6-f6 in brandub the sixth row changes); in a `starti:` record the first row is the
// top rank (inverted). The board is a std::vector<Piece> of dim * dim squares, index
// rank * dim + file, rank 0 being rank 1.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "skald/core/diagnostic.h"
#include "skald/tafl/coord.h"
#include "skald/tafl/piece.h"

namespace skald::tafl {

/// Which row of a position record is written first.
enum class RowOrder {
  rank1_first,  // `start:` and `[position:]`
  top_first,    // `starti:` (inverted)
};

/// What parse_position_record() found: the squares (when the record was readable), the board
/// size and every problem, each pointing at its row and column.
struct PositionRecordParse {
  std::optional<std::vector<Piece>> squares;
  int dim = 0;
  Diagnostics diagnostics;
};

/// Reads a position record. With `expected_dim` 0 the size is the number of rows, and every
/// row must have that many squares; otherwise the record must be expected_dim square.
/// Diagnostic columns are where.column + the offset of the offending character in `text`.
/// Never throws; `squares` is empty when the record has errors.
PositionRecordParse parse_position_record(std::string_view text,
                                          RowOrder order = RowOrder::rank1_first,
                                          int expected_dim = 0, const SourceLocation& where = {});

/// The location of the character at `offset` in a text that starts at `where` (column
/// where.column + offset; when where.column is unknown the text is taken to start at column 1).
SourceLocation location_at_offset(const SourceLocation& where, std::size_t offset);

/// Writes `squares` (dim * dim, index rank * dim + file) as a canonical position record:
/// leading and trailing '/', runs of empty squares as one number.
std::string format_position_record(const std::vector<Piece>& squares, int dim,
                                   RowOrder order = RowOrder::rank1_first);

}  // namespace skald::tafl
