// `--dialect` reaches the rules on the commands that play moves: the same position gives
// different moves or results in the opentafl and spec dialects where they differ
// (formats/otn/dialects.md), and a bad dialect name is a usage error.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "cli/skald_run.h"

namespace {

using skald::cli_test::kCliData;
using skald::cli_test::run_skald;
namespace fs = std::filesystem;

// Foteviken's `aforh:K`: in OpenTafl hostility is read per side, so the attackers' fort
// beside the king is hostile to nobody and h3-f3 captures nothing; the spec reads the list
// per piece type, and the fort takes the king.
constexpr const char* kFortPosition =
    "moves --variant foteviken-tablut --position /9/5Kt2/7t1/9/9/9/9/9/9/ --to-move attackers";

TEST(DialectOption, MovesFollowTheDialect) {
  const auto opentafl = run_skald(std::string(kFortPosition) + " --dialect opentafl", kCliData);
  const auto fallback = run_skald(kFortPosition, kCliData);
  const auto spec = run_skald(std::string(kFortPosition) + " --dialect spec", kCliData);
  ASSERT_EQ(opentafl.status, 0) << opentafl.err;
  ASSERT_EQ(spec.status, 0) << spec.err;
  EXPECT_EQ(opentafl.out, fallback.out) << "opentafl is the default dialect";
  EXPECT_EQ(opentafl.out.find("h3-f3xKf2"), std::string::npos) << opentafl.out;
  EXPECT_NE(spec.out.find("h3-f3xKf2"), std::string::npos) << spec.out;
}

TEST(DialectOption, RecordCommandsReplayInTheDialect) {
  const fs::path dir = fs::temp_directory_path() / ("skald_dialect_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  {
    std::ofstream out(dir / "fort.otg", std::ios::binary);
    out << "[rules:dim:9 name:Foteviken_Tablut esc:e atkf:y nj:n cor: "
           "afor:a4,a5,a6,b5,d1,e1,f1,e2,i4,i5,i6,h5,d9,e9,f9,e8, cenp:tcnkTCNK aforp:tcnkTCNK "
           "cens: cenh: cenhe:K aforh:K cenre: aforre: "
           "start:/3ttt3/4t4/4T4/t3T3t/ttTTKTTtt/t3T3t/4T4/4t4/3ttt3/]\n"
           "[position:/9/5Kt2/7t1/9/9/9/9/9/9/]\n"
           "1. h3-f3xKf2\n";
  }
  // OpenTafl takes nothing with h3-f3 here: the written capture is a warning there and the
  // king stays; the spec dialect agrees with the record.
  const auto opentafl = run_skald("validate fort.otg", dir);
  const auto spec = run_skald("validate --dialect spec fort.otg", dir);
  EXPECT_NE(opentafl.err.find("warning"), std::string::npos) << opentafl.err;
  EXPECT_EQ(spec.err.find("warning"), std::string::npos) << spec.err;
  fs::remove_all(dir);
}

TEST(DialectOption, UnknownDialectIsAUsageError) {
  const auto run = run_skald("moves --variant brandub --dialect openspec", kCliData);
  EXPECT_NE(run.status, 0);
  EXPECT_NE(run.err.find("--dialect"), std::string::npos) << run.err;
  EXPECT_NE(run.err.find("opentafl"), std::string::npos) << run.err;
}

}  // namespace
