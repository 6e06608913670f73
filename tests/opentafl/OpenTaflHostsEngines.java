// OpenTafl hosts two external engines and plays one game between them, as its own UI does
// when both players are engines: each side an ExternalEnginePlayer declared by an engine
// .ini file (OpenTafl starts the program and speaks OTEP with it through its
// ExternalEngineHost), the game run by its CommandEngine with a clock, and the record
// written by its GameSerializer, as OpenTafl saves games. skald's test
// (tests/opentafl/otep_host_test.cpp) runs skald against OpenTafl's own AI this way.
//
// Compiled at test time against ../shared/opentafl/opentafl.jar (OpenTafl 0.4.8.0b). Run
// in a folder that holds OpenTafl's engines/ folder (engine .ini files name folders in it).
//
// Input, one item per line: the OTN rules string; the attackers' .ini file; the defenders'
// .ini file; the main time per side in milliseconds; the record file to write; the most
// seconds to wait for the end. Output: `result <n>` (the rules' result, GameState: 2
// attackers win, 3 defenders win, 4 draw; 0 when the rules did not end the game: a loss on
// time, or no end in time), `winner attackers|defenders|none` (as OpenTafl announced it),
// `moves <n>`, `record <file>`.

import com.manywords.softworks.tafl.command.CommandEngine;
import com.manywords.softworks.tafl.command.CommandResult;
import com.manywords.softworks.tafl.command.player.ExternalEnginePlayer;
import com.manywords.softworks.tafl.command.player.Player;
import com.manywords.softworks.tafl.command.player.external.engine.EngineSpec;
import com.manywords.softworks.tafl.engine.Game;
import com.manywords.softworks.tafl.engine.MoveRecord;
import com.manywords.softworks.tafl.engine.clock.TimeSpec;
import com.manywords.softworks.tafl.notation.GameSerializer;
import com.manywords.softworks.tafl.notation.RulesSerializer;
import com.manywords.softworks.tafl.rules.Coord;
import com.manywords.softworks.tafl.rules.Rules;
import com.manywords.softworks.tafl.rules.Side;
import com.manywords.softworks.tafl.ui.UiCallback;

import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

public class OpenTaflHostsEngines {
    private static volatile boolean finished = false;
    private static volatile String winner = "none";

    public static void main(String[] args) throws Exception {
        PrintStream out = new PrintStream(System.out, true, "UTF-8");
        System.setOut(System.err);  // OpenTafl logs to stdout
        Coord.initialize();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        Rules rules = RulesSerializer.loadRulesRecord(in.readLine().trim());
        File attackersIni = new File(in.readLine().trim());
        File defendersIni = new File(in.readLine().trim());
        long mainTime = Long.parseLong(in.readLine().trim());
        File record = new File(in.readLine().trim());
        long waitSeconds = Long.parseLong(in.readLine().trim());

        UiCallback ui = new UiCallback() {
            public void gameStarting() {}
            public void modeChanging(Mode mode, Object gameObject) {}
            public void awaitingMove(Player player, boolean isAttackingSide) {}
            public void timeUpdate(boolean currentSideAttackers) {}
            public void moveResult(CommandResult result, MoveRecord move) {}
            public void statusText(String text) {}
            public void modalStatus(String title, String text) { System.err.println(title + ": " + text); }
            public void gameStateAdvanced() {}
            public void victoryForSide(Side side) {
                winner = side.isAttackingSide() ? "attackers" : "defenders";
                finished = true;
            }
            public void gameFinished() { finished = true; }
            public MoveRecord waitForHumanMoveInput() { return null; }
            public boolean inGame() { return !finished; }
        };

        Game game = new Game(rules, ui, new TimeSpec(mainTime, 0, 0, 0));
        ExternalEnginePlayer attackers = new ExternalEnginePlayer();
        attackers.setEngineSpec(new EngineSpec(attackersIni));
        ExternalEnginePlayer defenders = new ExternalEnginePlayer();
        defenders.setEngineSpec(new EngineSpec(defendersIni));
        CommandEngine engine = new CommandEngine(game, ui, attackers, defenders);
        engine.startGame();

        long deadline = System.currentTimeMillis() + waitSeconds * 1000;
        while (!finished && game.getCurrentState().checkVictory() <= 1
                && System.currentTimeMillis() < deadline) {
            Thread.sleep(100);
        }
        int result = game.getCurrentState().checkVictory();
        GameSerializer.writeGameToFile(game, record, true);
        out.println("result " + (result > 1 ? result : 0));
        out.println("winner " + winner);
        out.println("moves " + (game.getHistory().size() - 1));
        out.println("record " + record.getPath());
        engine.finishGameQuietly();
        engine.shutdown();
        System.exit(0);
    }
}
