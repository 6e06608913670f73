// `skald analyse` checks every limit before it searches, on the command line and in JSON
// queries alike; a bad query line never stops the batch, and the exit code says whether
// anything failed.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "cli/skald_run.h"

namespace {

using skald::cli_test::kCliData;
using skald::cli_test::run_skald;
namespace fs = std::filesystem;

TEST(AnalysisInput, OutOfRangeOptionsAreRefusedBeforeAnySearch) {
  const char* cases[][2] = {
      {"--hash -1", "--hash"},      {"--hash 100000", "--hash"},     {"--depth -1", "--depth"},
      {"--depth 1000", "--depth"},  {"--movetime -5", "--movetime"}, {"--threads 0", "--threads"},
      {"--multipv 0", "--multipv"}, {"--nodes 0", "--nodes"},
  };
  for (const auto& c : cases) {
    const auto run = run_skald(std::string("analyse --variant brandub ") + c[0], kCliData);
    EXPECT_EQ(run.status, 2) << c[0] << ": " << run.err;
    EXPECT_NE(run.err.find(std::string("error: ") + c[1]), std::string::npos) << run.err;
    EXPECT_TRUE(run.out.empty()) << c[0];
  }
}

TEST(AnalysisInput, BadQueryLinesAreAnsweredAndTheBatchGoesOn) {
  const std::string deep_id = std::string(50000, '[') + std::string(50000, ']');
  const std::string queries = "{\"id\":" + deep_id + ",\"variant\":\"brandub\",\"depth\":1}\n" +
                              "{\"id\":2,\"variant\":\"brandub\",\"movetime\":1e300}\n" +
                              "{\"id\":3,\"variant\":\"brandub\",\"depth\":-1}\n" +
                              "{\"id\":4,\"variant\":\"brandub\",\"depth\":1}\n";
  const fs::path input =
      fs::temp_directory_path() / ("skald_queries_" + std::to_string(::getpid()));
  { std::ofstream(input) << queries; }
  const auto run = run_skald("analyse < '" + input.string() + "'", kCliData);
  fs::remove(input);
  EXPECT_EQ(run.status, 1) << "an error line makes the exit code 1";
  EXPECT_NE(run.out.find("nests arrays or objects"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("{\"id\":2,\"error\""), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("\"field\":\"movetime\""), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("{\"id\":3,\"error\""), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("{\"id\":4,\"to_move\""), std::string::npos) << run.out;
}

TEST(AnalysisInput, AGoodBatchExitsZero) {
  const auto run =
      run_skald("analyse <<'EOF'\n{\"id\":1,\"variant\":\"brandub\",\"depth\":1}\nEOF\n", kCliData);
  EXPECT_EQ(run.status, 0) << run.err;
}

TEST(AnalysisInput, AMissingRecordIsAnError) {
  const auto run = run_skald("analyse no-such-record.otg --depth 1", kCliData);
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.err.find("no-such-record.otg: error: no such file"), std::string::npos) << run.err;
}

}  // namespace
