// Loads game records with OpenTafl's own reader, as its replay mode does (GameSerializer,
// then ReplayGame, which plays the main line and places every variation), and prints what
// it read: the tags and every move of the tree with its address and comment. skald's test
// (tests/opentafl/records_test.cpp) compares that with what skald wrote.
//
// Compiled at test time against ../shared/opentafl/opentafl.jar (OpenTafl 0.4.8.0b).
//
// Input: one record file name per line on stdin. Output: one JSON object per file:
//   {"file":F,"tags":{"rules":"...",...},
//    "moves":[{"address":"3a.1.1a","move":"d6-f6","comment":"..."},...]}
// in depth-first order (each move, then the variations that branch after it), or
//   {"file":F,"error":"..."} when OpenTafl cannot load it.

import com.manywords.softworks.tafl.engine.DetailedMoveRecord;
import com.manywords.softworks.tafl.engine.GameState;
import com.manywords.softworks.tafl.engine.MoveRecord;
import com.manywords.softworks.tafl.engine.replay.ReplayGame;
import com.manywords.softworks.tafl.engine.replay.ReplayGameState;
import com.manywords.softworks.tafl.engine.replay.Variation;
import com.manywords.softworks.tafl.notation.GameSerializer;
import com.manywords.softworks.tafl.rules.Coord;

import javax.json.Json;
import javax.json.JsonArrayBuilder;
import javax.json.JsonObjectBuilder;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

public class OpenTaflRecords {
    public static void main(String[] args) throws Exception {
        PrintStream out = new PrintStream(System.out, false, "UTF-8");
        System.setOut(System.err);  // OpenTafl logs to stdout
        Coord.initialize();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        String file;
        while ((file = in.readLine()) != null) {
            if (file.isEmpty()) continue;
            JsonObjectBuilder o = Json.createObjectBuilder().add("file", file);
            try {
                GameSerializer.GameContainer c = GameSerializer.loadGameRecordFile(new File(file));
                ReplayGame replay = new ReplayGame(c.game, c.moves, c.variations);
                JsonObjectBuilder tags = Json.createObjectBuilder();
                for (Map.Entry<String, String> tag : c.game.getTagMap().entrySet())
                    tags.add(tag.getKey(), tag.getValue());
                JsonArrayBuilder moves = Json.createArrayBuilder();
                List<GameState> history = replay.getGame().getHistory();
                walkLine(history.subList(1, history.size()), moves);
                // Variations off the start position hang on the root state.
                ReplayGameState root = (ReplayGameState) history.get(0);
                walkVariations(root, moves);
                o.add("tags", tags).add("moves", moves);
            } catch (Throwable t) {
                o.add("error", t.toString());
            }
            out.println(o.build().toString());
        }
        out.flush();
    }

    /// Every state of a line, each followed by the variations that branch after it.
    static void walkLine(List<? extends GameState> states, JsonArrayBuilder moves) {
        for (GameState s : states) {
            ReplayGameState state = (ReplayGameState) s;
            DetailedMoveRecord m = (DetailedMoveRecord) state.getEnteringMove();
            moves.add(Json.createObjectBuilder()
                    .add("address", String.valueOf(state.getMoveAddress()))
                    .add("move", m == null ? "" : m.toString())
                    .add("comment", m == null ? "" : m.getComment()));
            walkVariations(state, moves);
        }
    }

    static void walkVariations(ReplayGameState state, JsonArrayBuilder moves) {
        for (Variation v : state.getVariations()) walkLine(v.getStates(), moves);
    }
}
