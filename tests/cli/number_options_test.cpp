// Every command checks its numbers through the one shared table of ranges
// (skald/engine/limits_check.h, attached by tools/skald/number_option.h): a number out of
// range is refused before anything runs, with the option, the range and the number as
// written, exit status 2. Each case here used to hang, abort or be accepted.
#include <gtest/gtest.h>

#include <filesystem>

#include "cli/skald_run.h"

namespace {

using skald::cli_test::kCliData;
using skald::cli_test::run_skald;
namespace fs = std::filesystem;

/// Long enough for a refusal on a loaded machine; a former hang is cut off at this.
constexpr int kSeconds = 30;

struct RefusedCase {
  const char* args;
  const char* message;  // what stderr must hold
};

void expect_refused(const RefusedCase& c) {
  const fs::path out = fs::temp_directory_path() / ("skald_numbers_" + std::to_string(::getpid()));
  std::string args = c.args;
  // Commands that write games get a folder that is never used.
  if (args.starts_with("selfplay") || args.starts_with("match"))
    args += " -o '" + out.string() + "'";
  const auto run = run_skald(args + " </dev/null", kCliData, kSeconds);
  EXPECT_EQ(run.status, 2) << c.args << ": " << run.err;
  EXPECT_NE(run.err.find(c.message), std::string::npos) << c.args << ": " << run.err;
  EXPECT_TRUE(run.out.empty()) << c.args << ": " << run.out;
  EXPECT_FALSE(fs::exists(out)) << c.args << " wrote games";
  fs::remove_all(out);
}

TEST(NumberOptions, EngineProtocolsRefuseBadHashAndLimits) {
  for (const RefusedCase& c : {
           RefusedCase{"uai --hash -1",
                       "error: --hash: expected a table size in MB from 1 to "
                       "32768, got -1"},
           RefusedCase{"uai --hash 100000", "from 1 to 32768, got 100000"},
           RefusedCase{"uai --threads 0", "error: --threads: expected a number of threads"},
           RefusedCase{"otep --hash -1", "error: --hash: expected a table size in MB"},
           RefusedCase{"otep --hash 100000", "from 1 to 32768, got 100000"},
           RefusedCase{"otep --depth -1", "error: --depth: expected a depth from 1 to 64, got -1"},
           RefusedCase{"otep --depth 1000", "expected a depth from 1 to 64, got 1000"},
           RefusedCase{"otep --move-time -5",
                       "error: --move-time: expected a time in milliseconds from 1 to 86400000, "
                       "got -5"},
           RefusedCase{"otep --contempt 1e9", "error: --contempt: expected a contempt"},
       })
    expect_refused(c);
}

TEST(NumberOptions, SearchingCommandsRefuseBadDepths) {
  for (const RefusedCase& c : {
           RefusedCase{"hint --variant brandub --depth -1",
                       "error: --depth: expected a depth from 1 to 64, got -1"},
           RefusedCase{"hint --variant brandub --movetime -5",
                       "error: --movetime: expected a time"},
           RefusedCase{"selfplay --variant brandub --depth -1",
                       "error: --depth: expected a depth from 1 to 64, got -1"},
           RefusedCase{"selfplay --variant brandub --depth 1000", "from 1 to 64, got 1000"},
           RefusedCase{"selfplay --variant brandub --games -5",
                       "error: --games: expected a number of games from 1 to 1000000, got -5"},
           RefusedCase{"svg --variant brandub --best -1",
                       "error: --best: expected a depth from 1 to 64, got -1"},
           RefusedCase{"solve brandub.otg --depth 0", "error: --depth: expected a depth"},
           RefusedCase{"analyse --variant brandub --depth 1000",
                       "error: --depth: expected a depth"},
       })
    expect_refused(c);
}

TEST(NumberOptions, MatchRefusesBadCountsAndEngineSettings) {
  for (const RefusedCase& c : {
           RefusedCase{"match --variant brandub --engine skald --engine skald --games -5",
                       "error: --games: expected a number of games from 1 to 1000000, got -5"},
           RefusedCase{"match --variant brandub --engine skald,depth=-1 --engine skald",
                       "engine `skald,depth=-1`: depth: expected a depth from 1 to 64, got -1"},
           RefusedCase{"match --variant brandub --engine skald,hash=-1 --engine skald",
                       "engine `skald,hash=-1`: hash: expected a table size in MB from 1 to 32768, "
                       "got -1"},
           RefusedCase{"match --variant brandub --engine skald --engine skald,depth=3x",
                       "depth: expected a depth from 1 to 64, got 3x"},
           RefusedCase{"match --variant brandub --engine skald,move-time=0 --engine skald",
                       "move-time: expected a time in milliseconds from 1 to 86400000, got 0"},
           RefusedCase{"match --variant brandub --engine skald --engine skald --concurrency 0",
                       "error: --concurrency: expected a number of games at once"},
       })
    expect_refused(c);
}

TEST(NumberOptions, PicturesRefuseBadSizes) {
  for (const RefusedCase& c : {
           RefusedCase{"svg --variant brandub --size -5",
                       "error: --size: expected a width in pixels from 1 to 1000000, got -5"},
           RefusedCase{"svg --variant brandub --size 0", "from 1 to 1000000, got 0"},
       })
    expect_refused(c);
}

TEST(NumberOptions, RecordCommandsRefuseBadCounts) {
  for (const RefusedCase& c : {
           RefusedCase{"show brandub.otg --width -1",
                       "error: --width: expected a width in columns from 1 to 10000, got -1"},
           RefusedCase{"show brandub.otg --width 99999999999", "from 1 to 10000, got 99999999999"},
           RefusedCase{"tree brandub.otg --words -1",
                       "error: --words: expected a number of words from 0 to 10000, got -1"},
           RefusedCase{"tree brandub.otg --words abc", "from 0 to 10000, got abc"},
           RefusedCase{"edit brandub.otg unhint 1a -1",
                       "error: index: expected a hint number from 0 to 10000, got -1"},
           RefusedCase{"edit brandub.otg unhint 1a 18446744073709551615",
                       "expected a hint number from 0 to 10000, got 18446744073709551615"},
           RefusedCase{"collect brandub.otg --merge-openings -1",
                       "error: --merge-openings: expected a number of moves from 0 to 100000, "
                       "got -1"},
           RefusedCase{"puzzle new p.otg --prologue-moves abc",
                       "error: --prologue-moves: expected a number of moves (-1: all) from -1 to "
                       "100000, got abc"},
           RefusedCase{"studio brandub.otg --no-browser --port 70000",
                       "error: --port: expected a port from 0 to 65535, got 70000"},
       })
    expect_refused(c);
}

TEST(NumberOptions, MatchRefusesBadSprtBounds) {
  const std::string match = "match --variant brandub --engine skald --engine skald --sprt ";
  for (const std::string sprt : {"abc 5 0.05 0.05", "1e9 5 0.05 0.05", "0 5 0 0.05"}) {
    const std::string message = sprt.starts_with("0 5")
                                    ? "error: --sprt ALPHA: expected an error rate above 0 and "
                                      "at most 0.5, got 0"
                                    : "error: --sprt ELO0: expected an Elo difference from -1000 "
                                      "to 1000, got " +
                                          sprt.substr(0, sprt.find(' '));
    expect_refused({(match + sprt).c_str(), message.c_str()});
  }
}

TEST(NumberOptions, NumbersPastTheirTypeAreQuotedAsWritten) {
  for (const RefusedCase& c : {
           RefusedCase{"uai --hash 18446744073709551615",
                       "error: --hash: expected a table size in MB from 1 to 32768, got "
                       "18446744073709551615"},
           RefusedCase{"otep --depth 99999999999999999999",
                       "expected a depth from 1 to 64, got 99999999999999999999"},
           RefusedCase{"selfplay --variant brandub --seed -1",
                       "error: --seed: expected a seed from 0 to 18446744073709551615, got -1"},
           RefusedCase{"match --variant brandub --engine skald,hash=18446744073709551615 "
                       "--engine skald",
                       "hash: expected a table size in MB from 1 to 32768, got "
                       "18446744073709551615"},
       })
    expect_refused(c);
}

TEST(NumberOptions, TheLargestSeedIsTakenAsItself) {
  const fs::path out =
      fs::temp_directory_path() / ("skald_numbers_seed_" + std::to_string(::getpid()));
  const auto run = run_skald(
      "selfplay --variant brandub --depth 1 --max-plies 4 --seed "
      "18446744073709551615 -o '" +
          out.string() + "'",
      kCliData, kSeconds);
  EXPECT_EQ(run.status, 0) << run.err;
  EXPECT_TRUE(fs::exists(out / "brandub-18446744073709551615.otg")) << run.out;
  fs::remove_all(out);
}

TEST(NumberOptions, HelpShowsTheRange) {
  const auto run = run_skald("otep --help", kCliData);
  EXPECT_NE(run.out.find("from 1 to 32768"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("from 1 to 64"), std::string::npos) << run.out;
}

}  // namespace
