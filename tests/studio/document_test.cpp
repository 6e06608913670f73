// The studio's records (tools/skald/studio/document.h): held between requests but never
// staler than the file, every edit saved as it would be read afresh, undo and redo of the
// studio's own edits only, and refused edits that leave both the file and what is held as
// they were.
#include "tools/skald/studio/document.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <fstream>
#include <sstream>

#include "every_game.h"

namespace skald::studio {
namespace {
namespace fs = std::filesystem;
using Json = nlohmann::json;

constexpr char kRecord[] =
    "[rules:dim:7 name:Brandub surf:n atkf:y ks:w cenh: cenhe: "
    "start:/3t3/3t3/3T3/ttTKTtt/3T3/3t3/3t3/]\n"
    "\n"
    "1. d2-e2 d3-d2 \n"
    "[A quiet opening.|]\n"
    "\n"
    "2. a4-a2 d5-a5 \n";

class DocumentsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    testing::add_every_game(games_);
    dir_ = fs::temp_directory_path() / ("skald_documents_" + std::to_string(::getpid()));
    fs::create_directories(dir_);
    file_ = dir_ / "r.otg";
    write(kRecord);
    documents_ = std::make_unique<Documents>(DocumentContext{&games_, {}});
  }
  void TearDown() override { fs::remove_all(dir_); }

  void write(const std::string& text) { std::ofstream(file_, std::ios::binary) << text; }
  std::string bytes() const {
    std::ifstream in(file_, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
  }
  Answer record() { return documents_->record(file_, "r.otg"); }
  std::string version() { return record().value()["version"].get<std::string>(); }
  Answer edit(Json request) {
    request["version"] = version();
    return documents_->edit(file_, "r.otg", request);
  }
  /// What a studio started now would show: the record read from the file afresh.
  nlohmann::ordered_json fresh_view() {
    Documents fresh(DocumentContext{&games_, {}});
    return fresh.record(file_, "r.otg").value();
  }

  game::GameRegistry games_;
  fs::path dir_, file_;
  std::unique_ptr<Documents> documents_;
};

TEST_F(DocumentsTest, AnEditIsSavedAndHeldAsTheFileReadsAfresh) {
  const Answer played = edit({{"op", "play"}, {"address", "1a"}, {"move", "c4-c6"}});
  ASSERT_EQ(played.status, 200) << played.value().dump();
  EXPECT_EQ(played.value()["node"], "1b.1.1b");
  EXPECT_NE(bytes().find("c4-c6"), std::string::npos);
  nlohmann::ordered_json held = record().value();
  nlohmann::ordered_json fresh = fresh_view();
  held.erase("undo");
  fresh.erase("undo");
  EXPECT_EQ(held, fresh);
}

TEST_F(DocumentsTest, AFileChangedOnDiskIsReadAgainAndAStaleEditRefused) {
  const std::string loaded = version();
  write(std::string(kRecord) + "[Changed elsewhere.|]\n");
  const Answer stale = documents_->edit(
      file_, "r.otg", {{"version", loaded}, {"op", "comment"}, {"address", "1a"}, {"text", "x"}});
  EXPECT_EQ(stale.status, 409);
  EXPECT_NE(bytes().find("Changed elsewhere."), std::string::npos);
  EXPECT_NE(record().value().dump().find("Changed elsewhere."), std::string::npos);
}

TEST_F(DocumentsTest, UndoAndRedoPutBackTheBytesOfEachStep) {
  const std::string original = bytes();
  ASSERT_EQ(edit({{"op", "comment"}, {"address", "1b"}, {"text", "First."}}).status, 200);
  const std::string after_first = bytes();
  ASSERT_EQ(edit({{"op", "play"}, {"address", "2b"}, {"move", "a2-a3"}}).status, 200);
  EXPECT_EQ(record().value()["undo"], 2);
  ASSERT_EQ(edit({{"op", "undo"}, {"address", "3a"}}).status, 200);
  EXPECT_EQ(bytes(), after_first);
  const Answer undone = edit({{"op", "undo"}, {"address", "1b"}});
  ASSERT_EQ(undone.status, 200);
  EXPECT_EQ(bytes(), original);
  EXPECT_EQ(undone.value()["undo"], 0);
  EXPECT_EQ(undone.value()["redo"], 2);
  EXPECT_EQ(edit({{"op", "undo"}, {"address", "0a"}}).status, 400);
  ASSERT_EQ(edit({{"op", "redo"}, {"address", "0a"}}).status, 200);
  EXPECT_EQ(bytes(), after_first);
  // A new edit ends the redo list.
  ASSERT_EQ(edit({{"op", "comment"}, {"address", "1a"}, {"text", "Other."}}).status, 200);
  EXPECT_EQ(record().value()["redo"], 0);
}

TEST_F(DocumentsTest, UndoIsRefusedOnceAnotherProgramChangedTheFile) {
  ASSERT_EQ(edit({{"op", "comment"}, {"address", "1b"}, {"text", "Mine."}}).status, 200);
  std::string theirs = bytes();
  theirs.replace(theirs.find("A quiet opening."), 16, "Theirs.");
  write(theirs);
  const Answer undo = edit({{"op", "undo"}, {"address", "1b"}});
  EXPECT_EQ(undo.status, 400);
  EXPECT_NE(undo.value()["error"].get<std::string>().find("changed outside"), std::string::npos)
      << undo.value().dump();
  EXPECT_EQ(bytes(), theirs);
}

TEST_F(DocumentsTest, ARefusedEditLeavesTheFileAndTheHeldRecordAsTheyWere) {
  const std::string original = bytes();
  const nlohmann::ordered_json before = record().value();
  // The third move does not play: nothing of the line is added.
  const Answer line =
      edit({{"op", "line"}, {"address", "2b"}, {"moves", {"a2-a3", "a5-a6", "Kd4-d1"}}});
  EXPECT_EQ(line.status, 400);
  EXPECT_NE(line.value()["error"].get<std::string>().find("Kd4-d1"), std::string::npos);
  // OpenTafl would take the leading number for a clock reading: refused after the change.
  const Answer comment = edit({{"op", "comment"}, {"address", "1b"}, {"text", "12 moves later"}});
  EXPECT_EQ(comment.status, 400);
  EXPECT_EQ(bytes(), original);
  EXPECT_EQ(record().value(), before);
}

TEST_F(DocumentsTest, ALineOfMovesBecomesAVariation) {
  const Answer line = edit({{"op", "line"}, {"address", "1b"}, {"moves", {"a4-a3", "d5-b5"}}});
  ASSERT_EQ(line.status, 200) << line.value().dump();
  EXPECT_EQ(line.value()["node"], "2a.1.1b");
  EXPECT_NE(bytes().find("a4-a3 d5-b5"), std::string::npos);
}

TEST_F(DocumentsTest, HintsAndClockReadings) {
  ASSERT_EQ(edit({{"op", "hint"}, {"address", "1a"}, {"text", "Free the file."}}).status, 200);
  ASSERT_EQ(edit({{"op", "hint"}, {"address", "1a"}, {"text", "Then the rank."}}).status, 200);
  ASSERT_EQ(edit({{"op", "clock"}, {"address", "1a"}, {"text", "300 30/3"}}).status, 200);
  const nlohmann::ordered_json node = record().value()["nodes"][1];
  EXPECT_EQ(node["hints"], Json::array({"Free the file.", "Then the rank."}));
  EXPECT_EQ(node["clock"], "300 30/3") << node.dump();
  ASSERT_EQ(edit({{"op", "unhint"}, {"address", "1a"}, {"index", 0}}).status, 200);
  EXPECT_EQ(record().value()["nodes"][1]["hints"], Json::array({"Then the rank."}));
  EXPECT_EQ(edit({{"op", "unhint"}, {"address", "1a"}, {"index", 5}}).status, 400);
  EXPECT_EQ(edit({{"op", "hint"}, {"address", "1a"}, {"text", "  "}}).status, 400);
}

TEST_F(DocumentsTest, TagsAreCheckedAsSkaldTagsChecksThem) {
  ASSERT_EQ(
      edit({{"op", "tag"}, {"address", "0a"}, {"key", "event"}, {"value", "Club night"}}).status,
      200);
  EXPECT_NE(bytes().find("[event:Club night]"), std::string::npos);
  const std::string saved = bytes();
  EXPECT_EQ(edit({{"op", "tag"}, {"address", "0a"}, {"key", "bad key"}, {"value", "x"}}).status,
            400);
  EXPECT_EQ(edit({{"op", "tag"}, {"address", "0a"}, {"key", "site"}, {"value", "1. e4"}}).status,
            400);
  const Answer rules =
      edit({{"op", "tag"}, {"address", "0a"}, {"key", "rules"}, {"value", "dim:x"}});
  EXPECT_EQ(rules.status, 400);
  EXPECT_EQ(bytes(), saved);
  ASSERT_EQ(edit({{"op", "untag"}, {"address", "0a"}, {"key", "event"}}).status, 200);
  EXPECT_EQ(bytes().find("[event:"), std::string::npos);
}

TEST_F(DocumentsTest, PuzzleTagsAreSetAsPuzzleSetSetsThem) {
  const Answer set = edit({{"op", "puzzle"},
                           {"address", "1b"},
                           {"mode", "strict"},
                           {"goal", "attackers win in 3"},
                           {"start", true}});
  ASSERT_EQ(set.status, 200) << set.value().dump();
  EXPECT_NE(bytes().find("[puzzle-mode:strict]"), std::string::npos);
  EXPECT_NE(bytes().find("[puzzle-goal:attackers win in 3]"), std::string::npos);
  EXPECT_NE(bytes().find("[puzzle-start:1b]"), std::string::npos);
  const std::string saved = bytes();
  EXPECT_EQ(edit({{"op", "puzzle"}, {"address", "1b"}, {"mode", "easy"}}).status, 400);
  EXPECT_EQ(edit({{"op", "puzzle"}, {"address", "1b"}, {"goal", "win soon"}}).status, 400);
  // OpenTafl cannot name the position after the first move.
  EXPECT_EQ(edit({{"op", "puzzle"}, {"address", "1a"}, {"start", true}}).status, 400);
  EXPECT_EQ(bytes(), saved);
}

TEST_F(DocumentsTest, SeveralLinesAreOneEditAndOneUndo) {
  const std::string original = bytes();
  const Answer added = edit(
      {{"op", "lines"},
       {"address", "0a"},
       {"lines",
        {{{"address", "1a"}, {"moves", {"c4-c6"}}}, {{"address", "1b"}, {"moves", {"a4-a3"}}}}}});
  ASSERT_EQ(added.status, 200) << added.value().dump();
  EXPECT_NE(bytes().find("c4-c6"), std::string::npos);
  EXPECT_NE(bytes().find("a4-a3"), std::string::npos);
  // A line that does not play: nothing of the edit is kept.
  const std::string with_two = bytes();
  EXPECT_EQ(edit({{"op", "lines"},
                  {"address", "0a"},
                  {"lines",
                   {{{"address", "1a"}, {"moves", {"e4-e6"}}},
                    {{"address", "1b"}, {"moves", {"Kd4-d1"}}}}}})
                .status,
            400);
  EXPECT_EQ(bytes(), with_two);
  ASSERT_EQ(edit({{"op", "undo"}, {"address", "0a"}}).status, 200);
  EXPECT_EQ(bytes(), original);
}

/// The page's nodes after an edit's delta, as studio.js applyDelta patches them (without
/// the move list): the range replaced, the nodes after it and the links to them renumbered,
/// the nodes changed replaced.
nlohmann::ordered_json applied(const nlohmann::ordered_json& nodes,
                               const nlohmann::ordered_json& delta) {
  const int from = delta["from"];
  const int removed = delta["removed"];
  const int added = static_cast<int>(delta["nodes"].size());
  const int shift = added - removed;
  const int kept_from = from + removed;
  const auto renumbered = [&](int id) { return id >= kept_from ? id + shift : id; };
  const auto kept = [&](nlohmann::ordered_json n) {
    n["parent"] = renumbered(n["parent"].get<int>());
    for (auto& c : n["children"])
      c = renumbered(c.get<int>());
    return n;
  };
  nlohmann::ordered_json after = nlohmann::ordered_json::array();
  for (int i = 0; i < from; ++i)
    after.push_back(kept(nodes[i]));
  for (const auto& n : delta["nodes"])
    after.push_back(n);
  for (int i = kept_from; i < static_cast<int>(nodes.size()); ++i)
    after.push_back(kept(nodes[i]));
  for (const auto& pair : delta["changed"])
    after[pair[0].get<std::size_t>()] = pair[1];
  EXPECT_EQ(after.size(), delta["count"].get<std::size_t>());
  return after;
}

TEST_F(DocumentsTest, AnEditAnswersWithWhatChangedAndThePagePatchedIsTheRecordReadAfresh) {
  // Variations (nested, at the first move, at the end), a comment, a clock reading, the
  // tree reordered, a branch deleted, undone and redone: after each, the nodes the page
  // held patched with the answer's delta are the nodes of the record read afresh.
  const std::vector<Json> edits = {
      {{"op", "play"}, {"address", "1a"}, {"move", "c4-c6"}},
      {{"op", "play"}, {"address", "0a"}, {"move", "a4-a3"}},
      {{"op", "line"}, {"address", "1b.1.1b"}, {"moves", {"a4-a3", "d5-b5"}}},
      {{"op", "play"}, {"address", "2b"}, {"move", "a2-a3"}},
      {{"op", "comment"}, {"address", "1b"}, {"text", "Changed."}},
      {{"op", "clock"}, {"address", "2a"}, {"text", "300 30/3"}},
      {{"op", "promote"}, {"address", "1b.1.1b"}},
      {{"op", "mainline"}, {"address", "1a.1.1a"}},
      {{"op", "demote"}, {"address", "1a"}},
      {{"op", "delete"}, {"address", "1b.1.1b"}},
      {{"op", "undo"}, {"address", "1a"}},
      {{"op", "undo"}, {"address", "1a"}},
      {{"op", "redo"}, {"address", "1a"}},
      {{"op", "tag"}, {"address", "0a"}, {"key", "event"}, {"value", "Club night"}},
      {{"op", "delete"}, {"address", "1a"}},
  };
  for (const Json& request : edits) {
    SCOPED_TRACE(request.dump());
    const nlohmann::ordered_json before = record().value();
    const Answer answer = edit(request);
    ASSERT_EQ(answer.status, 200) << answer.value().dump();
    const nlohmann::ordered_json delta = answer.value()["delta"];
    ASSERT_TRUE(delta.is_object()) << answer.value().dump();
    EXPECT_EQ(delta["base"], before["version"]);
    EXPECT_FALSE(answer.value().contains("nodes"));
    EXPECT_EQ(applied(before["nodes"], delta), fresh_view()["nodes"]);
  }
}

TEST_F(DocumentsTest, ACommentEditSendsThatNodeAlone) {
  const Answer answer = edit({{"op", "comment"}, {"address", "2a"}, {"text", "Only this."}});
  ASSERT_EQ(answer.status, 200);
  const nlohmann::ordered_json delta = answer.value()["delta"];
  EXPECT_EQ(delta["removed"].get<int>() + delta["nodes"].size() + delta["changed"].size(), 2u)
      << delta.dump();
}

TEST_F(DocumentsTest, PositionsComeWithTheirMovesAndStableKinds) {
  const Answer start = documents_->position(file_, "0a");
  ASSERT_EQ(start.status, 200) << start.value().dump();
  EXPECT_EQ(start.value()["pieces"].size(), 13u);
  EXPECT_FALSE(start.value()["moves"].empty());
  EXPECT_FALSE(start.value()["position"].get<std::string>().empty());
  const Answer later = documents_->position(file_, "2b");
  ASSERT_EQ(later.status, 200);
  // The numbers of the kinds only grow: what the page learnt first stays true.
  const nlohmann::ordered_json first = start.value()["kinds"];
  for (std::size_t i = 0; i < first.size(); ++i)
    EXPECT_EQ(later.value()["kinds"][i], first[i]);
  EXPECT_EQ(documents_->position(file_, "9z").status, 400);
}

}  // namespace
}  // namespace skald::studio
