#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "formats/json/analysis_json.h"
#include "huge_token.h"

namespace skald::json {
namespace {

TEST(AnalysisJsonTest, ReadsEveryQueryField) {
  auto p = parse_analysis_query(
      R"({"id":{"n":3},"variant":"brandub","position":"/7/7/7/3K3/7/7/7/","to_move":"defenders",)"
      R"("depth":5,"nodes":1000,"movetime":250,"multipv":2})");
  ASSERT_TRUE(p.query) << p.error;
  EXPECT_EQ(p.query->id_json, R"({"n":3})");
  EXPECT_EQ(p.query->variant, "brandub");
  EXPECT_EQ(p.query->position, "/7/7/7/3K3/7/7/7/");
  EXPECT_EQ(p.query->to_move, "defenders");
  EXPECT_EQ(p.query->depth, 5);
  EXPECT_EQ(p.query->nodes, 1000u);
  EXPECT_EQ(p.query->movetime_ms, 250);
  EXPECT_EQ(p.query->multipv, 2);
}

TEST(AnalysisJsonTest, ReadsTheGameAsTheCommandLineTakesIt) {
  const auto alone = parse_analysis_query(R"({"id":1,"game":"amazons","depth":2})");
  ASSERT_TRUE(alone.query) << alone.error;
  EXPECT_EQ(alone.query->game, "amazons");
  EXPECT_FALSE(alone.query->variant);
  const auto with_variant = parse_analysis_query(R"({"game":"tafl","variant":"brandub"})");
  ASSERT_TRUE(with_variant.query) << with_variant.error;
  EXPECT_EQ(with_variant.query->game, "tafl");
  EXPECT_EQ(with_variant.query->variant, "brandub");
  EXPECT_EQ(parse_analysis_query(R"({"game":7})").field, "game");
}

TEST(AnalysisJsonTest, BadLinesNameTheField) {
  auto bad_json = parse_analysis_query("{not json");
  EXPECT_FALSE(bad_json.query);
  EXPECT_EQ(bad_json.id_json, "null");
  EXPECT_EQ(bad_json.field, "");

  auto depth = parse_analysis_query(R"({"id":7,"variant":"brandub","depth":0})");
  EXPECT_FALSE(depth.query);
  EXPECT_EQ(depth.id_json, "7");
  EXPECT_EQ(depth.field, "depth");

  auto unknown = parse_analysis_query(R"({"id":"a","variant":"brandub","deph":3})");
  EXPECT_EQ(unknown.field, "deph");

  auto both = parse_analysis_query(R"({"variant":"brandub","rules":"dim:7"})");
  EXPECT_EQ(both.field, "rules");
  auto neither = parse_analysis_query(R"({"id":1})");
  EXPECT_EQ(neither.field, "variant");
  EXPECT_EQ(neither.error, "give game, variant or rules");
  auto side = parse_analysis_query(R"({"variant":"brandub","to_move":3})");
  EXPECT_EQ(side.field, "to_move");
}

TEST(AnalysisJsonTest, WritesResultAndErrorLines) {
  AnalysisReport r;
  r.id_json = R"("q1")";
  r.to_move = "defenders";
  r.best_move = "Kd4-d7";
  r.score.win_in_plies = 3;
  r.score.unit = "taflman";
  r.pv = {"Kd4-d7", "a4-b4", "Kd7-a7"};
  r.lines.push_back({r.pv, r.score});
  r.depth = 3;
  r.nodes = 42;
  auto j = nlohmann::json::parse(analysis_to_json_line(r));
  EXPECT_EQ(j["id"], "q1");
  EXPECT_EQ(j["best_move"], "Kd4-d7");
  EXPECT_EQ(j["score"]["win_in_plies"], 3);
  EXPECT_FALSE(j["score"].contains("value"));
  EXPECT_EQ(j["pv"].size(), 3u);
  EXPECT_EQ(j["lines"][0]["score"]["win_in_plies"], 3);
  EXPECT_EQ(j["nodes"], 42);

  r.score = {};
  r.score.value = -1.25;
  r.score.unit = "taflman";
  r.best_move.reset();
  j = nlohmann::json::parse(analysis_to_json_line(r));
  EXPECT_EQ(j["score"]["value"], -1.25);
  EXPECT_EQ(j["score"]["unit"], "taflman");

  r.score = {};
  r.score.loss_in_plies = 0;  // a finished game lost by the side to move
  j = nlohmann::json::parse(analysis_to_json_line(r));
  EXPECT_EQ(j["score"]["loss_in_plies"], 0);
  EXPECT_FALSE(j["score"].contains("win_in_plies"));
  EXPECT_TRUE(j["best_move"].is_null());

  auto e = nlohmann::json::parse(analysis_error_line("12", "unknown variant 'x'", "variant"));
  EXPECT_EQ(e["id"], 12);
  EXPECT_EQ(e["error"], "unknown variant 'x'");
  EXPECT_EQ(e["field"], "variant");
}

TEST(AnalysisJsonTest, AHugeFieldNameIsNamedAsAnExcerpt) {
  const auto unknown = parse_analysis_query(R"({"id":"a","variant":"brandub",")" +
                                            testing::huge_token() + R"(":3})");
  EXPECT_FALSE(unknown.query);
  EXPECT_LT(unknown.field.size(), 100u);
  EXPECT_NE(unknown.field.find(" bytes)"), std::string::npos) << unknown.field.substr(0, 100);
}

}  // namespace
}  // namespace skald::json
