#pragma once

// What a person may type for a move, and what it names: one table for the terminal
// (`skald solve`, game::typed_move: tests/game/typed_move_test.cpp) and the puzzle page
// (the forms written into it, matched as viewer.js matches them:
// tests/formats/html/record_page_test.cpp), so the two take the same texts.

#include <string>
#include <vector>

namespace skald::typed_move_test {

/// Brandub, the defenders to move: the king on c3, a defender on a3 and on b5, an attacker
/// on b4 (taken by a move to b3) and on d7. A puzzle record, so the page has a solving mode.
inline constexpr const char* kPosition =
    "[rules:dim:7 name:Brandub atkf:n ks:n cenhe: cenh: start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/"
    "3t3/]\n[position:/7/7/T1K4/1t5/1T5/7/3t3/]\n[puzzle-mode:loose]\n[puzzle-start:1a]\n"
    "[puzzle-goal:defenders win in 2]\n\n1. Kc3-c1\n";

struct TypedCase {
  const char* typed;
  const char* move;  // the canonical move it names; empty: none
};

inline const std::vector<TypedCase> kCases = {
    {"Kc3-c1-", "Kc3-c1-"},      // the game's text: the king reaches the edge
    {"c3-c1", "Kc3-c1-"},        // the short form
    {"Kc3-c1", "Kc3-c1-"},       // the piece letter without the edge mark
    {"c3-c1-", "Kc3-c1-"},       // the mark without the letter
    {"Kc3-b3", "Kc3-b3xb4"},     // the letter without the capture
    {"c3-b3xb4", "Kc3-b3xb4"},   // the capture without the letter
    {"Kc3-b3xb4", "Kc3-b3xb4"},  // all of it
    {"a3-b3", "a3-b3xb4"},       // a taflman's short form
    {" a3-b3xb4 ", "a3-b3xb4"},  // spaces around are ignored
    {"Ka3-b3", ""},              // no king on a3
    {"c3-c9", ""},               // off the board
    {"Kc3", ""},                 // half a move
    {"c3-b3xb5", ""},            // a capture the move does not make
};

}  // namespace skald::typed_move_test
