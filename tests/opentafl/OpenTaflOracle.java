// Plays random games with OpenTafl's own rules code and prints, for every ply, what
// OpenTafl says: the position, the side to move, every legal move, the move played, its
// record text (with captures) and the result after it. skald's differential test
// (tests/opentafl/differential_test.cpp) replays the same games and compares.
//
// Compiled at test time against ../shared/opentafl/opentafl.jar (OpenTafl 0.4.8.0b).
//
// Input, one job per line on stdin, tab-separated:
//   games <TAB> seed <TAB> max plies <TAB> label <TAB> rules string
// Moves are chosen at random, biased (chooseMove) toward captures, king moves and taking
// back one's own last move, so that repetitions and every ending occur.
// Output, one JSON object per line on stdout:
//   {"job":J,"game":G,"ply":P,"position":"/.../","to_move":"attackers","berserker":true,
//    "legal":["a4-a2",...],"move":"a4-a2","record":"a4-a2xa3","result":0}
// The last ply of a game has no "move" when the side to move has no legal move. A job
// whose rules OpenTafl refuses gives {"job":J,"error":"..."}. "result" is
// GameState.makeMove's code: 0 going on, 2 attackers win, 3 defenders win, 4 draw.

import com.manywords.softworks.tafl.engine.Game;
import com.manywords.softworks.tafl.engine.GameState;
import com.manywords.softworks.tafl.engine.MoveRecord;
import com.manywords.softworks.tafl.notation.RulesSerializer;
import com.manywords.softworks.tafl.rules.Coord;
import com.manywords.softworks.tafl.rules.Rules;
import com.manywords.softworks.tafl.rules.Taflman;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import javax.json.Json;
import javax.json.JsonArrayBuilder;
import javax.json.JsonObjectBuilder;

public class OpenTaflOracle {
  public static void main(String[] args) throws Exception {
    // OpenTafl logs to stdout here and there; keep our stream for the JSON lines.
    PrintStream json = new PrintStream(System.out, false, "UTF-8");
    System.setOut(System.err);
    Coord.initialize();

    BufferedReader in =
        new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    BufferedWriter out = new BufferedWriter(new OutputStreamWriter(json, StandardCharsets.UTF_8));
    String line;
    int job = 0;
    while ((line = in.readLine()) != null) {
      if (line.isEmpty()) continue;
      String[] fields = line.split("\t", 5);
      int games = Integer.parseInt(fields[0]);
      long seed = Long.parseLong(fields[1]);
      int maxPlies = Integer.parseInt(fields[2]);
      String rulesText = fields[4];
      try {
        Rules rules = RulesSerializer.loadRulesRecord(rulesText);
        Random random = new Random(seed);
        for (int g = 0; g < games; g++)
          playGame(rules, random, maxPlies, job, g, out);
      } catch (Throwable t) {
        write(out, Json.createObjectBuilder().add("job", job).add("error", t.toString()));
      }
      out.flush();
      job++;
    }
    out.flush();
  }

  static void playGame(Rules rules, Random random, int maxPlies, int job, int game,
      BufferedWriter out) throws Exception {
    Game g = new Game(rules, null);
    MoveRecord[] lastMoves = new MoveRecord[2];  // by side: 0 attackers, 1 defenders
    for (int ply = 0; ply < maxPlies; ply++) {
      GameState state = g.getCurrentState();
      char berserker = state.getBerserkingTaflman();
      List<MoveRecord> moves = new ArrayList<>();
      for (char t : state.getCurrentSide().getTaflmen()) {
        if (berserker != Taflman.EMPTY && t != berserker) continue;
        Coord from = Taflman.getCurrentSpace(state, t);
        for (Coord to : Taflman.getAllowableDestinations(state, t))
          moves.add(new MoveRecord(from, to));
      }
      moves.sort((a, b) -> a.toSimpleString().compareTo(b.toSimpleString()));
      JsonArrayBuilder legal = Json.createArrayBuilder();
      for (MoveRecord m : moves)
        legal.add(m.toSimpleString());

      JsonObjectBuilder o =
          Json.createObjectBuilder()
              .add("job", job)
              .add("game", game)
              .add("ply", ply)
              .add("position", state.getOTNPositionString())
              .add("to_move", state.getCurrentSide().isAttackingSide() ? "attackers" : "defenders")
              .add("berserker", berserker != Taflman.EMPTY)
              .add("legal", legal);
      if (moves.isEmpty()) {
        write(out, o);
        return;
      }
      final int side = state.getCurrentSide().isAttackingSide() ? 0 : 1;
      MoveRecord chosen = chooseMove(state, moves, lastMoves[side], random);
      lastMoves[side] = chosen;
      int result = state.makeMove(chosen);
      o.add("move", chosen.toSimpleString());
      if (result < GameState.LOWEST_NONERROR_RESULT) {
        write(out, o.add("refused", result));
        return;
      }
      o.add("record", g.getCurrentState().getEnteringMove().toString()).add("result", result);
      write(out, o);
      if (result > GameState.HIGHEST_NONTERMINAL_RESULT) return;
    }
  }

  /// A legal move: a fifth of the time one that captures (Taflman.getCapturingMoves, which
  /// knows no shieldwall), a sixth a king's move, a sixth the way back of the side's last
  /// move (so that positions repeat), otherwise any; each falls back to any move when
  /// there is none of its kind.
  static MoveRecord chooseMove(GameState state, List<MoveRecord> moves, MoveRecord last,
      Random random) {
    final int roll = random.nextInt(60);
    List<MoveRecord> kind = new ArrayList<>();
    if (roll < 12) {
      for (MoveRecord m : moves) {
        char t = state.getPieceAt(m.start.x, m.start.y);
        if (Taflman.getCapturingMoves(state, t).contains(m.end)) kind.add(m);
      }
    } else if (roll < 22) {
      for (MoveRecord m : moves)
        if (Taflman.isKing(state.getPieceAt(m.start.x, m.start.y))) kind.add(m);
    } else if (roll < 32 && last != null) {
      for (MoveRecord m : moves)
        if (m.start.equals(last.end) && m.end.equals(last.start)) kind.add(m);
    }
    List<MoveRecord> from = kind.isEmpty() ? moves : kind;
    return from.get(random.nextInt(from.size()));
  }

  static void write(BufferedWriter out, JsonObjectBuilder o) throws Exception {
    out.write(o.build().toString());
    out.write('\n');
  }
}
