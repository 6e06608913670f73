#pragma once

// JSON text for the page's script element: `<`, `>` and `&` written as \u escapes (they
// occur only inside strings, where the escape means the same character), so no text of a
// record can end the script element it sits in. Invalid UTF-8 in a record's text is
// replaced rather than thrown on. A value written in parts (an object's members, an
// array's elements, each appended on its own) reads the same as the value written whole.

#include <nlohmann/json.hpp>
#include <string>

namespace skald::html {

/// Appends `json` as script-safe JSON text to `out`.
void append_json_for_script(std::string& out, const nlohmann::ordered_json& json);

/// `json` as script-safe JSON text.
std::string json_for_script(const nlohmann::ordered_json& json);

}  // namespace skald::html
