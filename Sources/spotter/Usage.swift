/// `spotter --help` and `spotter help COMMAND`.
enum Usage {
    static func print(topic: String?) {
        Output.standard.line(topic.flatMap(help(on:)) ?? overview)
    }

    /// The help on a command; `week` and `cal`, the REPL's names for `summary --week` and `calendar`, have theirs.
    static func help(on command: String) -> String? {
        commands[["week": "summary", "cal": "calendar"][command] ?? command]
    }

    static let overview = """
        spotter — a food and training journal for the terminal

        Usage: spotter [OPTIONS] [COMMAND] [ARGS...]

        With no command, spotter opens the REPL on a terminal, or replays standard input as a batch.

        Commands:
          log TEXT...                 log one entry, e.g. `spotter log 150g chicken`
          replay FILE... | -          replay transcripts (--dry-run, --json, --strict)
          today                       today's summary
          summary [--date D]          a day's summary
          summary --week [--date D]   the week's days and averages against targets (or `week`)
          feed [--date D | --from D --to D] [--review] [--kind K[,K]]   numbered entries, oldest first
          calendar [YYYY-MM]          month grid of workouts, cardio and food logged (or `cal`)
          trends EXERCISE|weight      estimated 1RM and weekly volume (--ascii, --svg FILE)
          insights [dismiss N]        at most two insights; dismissed ones stay hidden a week
          ask QUESTION                questions about the history, e.g. `spotter ask heaviest squat?`
          explain TEXT                how a food line is read: quantity, USDA candidates, portion
          undo                        remove what the last input line created
          delete REF...               remove entries (today's numbers or id prefixes)
          edit REF FIELD=VALUE...     correct an entry (grams=200, kcal=250, text="2 eggs")
          export [--format csv|jsonl] [--from D --to D] [--kind K[,K]] [--output DIR]   CSV on stdout
          import [strong|hevy|fitnotes|fitbod] FILE [--unit kg|lb] [--distance-unit km|mi] [--dry-run]
          merge OTHER.jsonl... [--dry-run] [--show-refused]   add other journals' entries (union by id)
          plan import FILE | list | show [NAME] | use NAME|off   training plans
          alias [NAME EXERCISE]       teach an exercise a name of your own, or list them
          copy REF [--to DATE]        reuse a past workout (last, a date, a feed number or an id)
          config show | path | set KEY VALUE
          doctor                      check config, journal, resolver, key and provider
          completions bash|zsh|fish   a shell completion script (see the README to install it)
          help [COMMAND]

        Options (each also an environment variable):
          --journal PATH     SPOTTER_JOURNAL   default $XDG_DATA_HOME/spotter/journal.jsonl
          --config PATH      SPOTTER_CONFIG    default $XDG_CONFIG_HOME/spotter/config.json
          --resolver NAME    SPOTTER_RESOLVER  food resolver: mock (offline), claude, openai, groq
          --now TIMESTAMP    SPOTTER_NOW       freeze the clock: 2026-04-27T08:15:00 or "2026-04-27 08:15"
          --json                               data output as one JSON document (replay: JSON lines)
          --quiet                              no progress line on stderr (long replay, import, merge)
          --no-color         NO_COLOR          plain output
          --help, -h         after a command, that command's usage (`spotter log --help`)
          --version
          --                 ends the options: every word after it is text (`spotter log -- -x`)

        Exit codes: 0 success, 1 an entry or command failed, 2 usage error (an unknown option too).
        Failures say why on stderr; what was logged and data go to stdout.
        """

    static let commands: [String: String] = [
        "completions": """
        spotter completions bash|zsh|fish
          Prints a completion script: subcommands, options, exercise names and your aliases, plan
          names. bash: `spotter completions bash > ~/.local/share/bash-completion/completions/spotter`;
          zsh: save as `_spotter` in a directory on $fpath; fish: save as
          ~/.config/fish/completions/spotter.fish.
        """,
        "log": """
        spotter log [--] TEXT...
          Logs one line as the REPL would: `spotter log 2 eggs and toast`, `spotter log 96 kg`.
          Exits 1 when a food could not be resolved (it is still journaled, marked needs_review).
          A word like --name or -x is read as an option; after -- every word is text.
        """,
        "replay": """
        spotter replay FILE... | -  [--dry-run] [--json] [--strict] [--allow-files]
          Each line is what a user would type. Blank lines and lines starting with # are ignored;
          `@2026-04-27 08:15` or `@08:15` sets the clock for the lines after it.
          --dry-run writes nothing; --json prints the entries as JSON lines; --strict exits 1
          when any entry needs review. Commands that read or write files other than the journal
          (/trends --svg, /plan import, /plan use, /alias NAME EXERCISE) are refused unless
          --allow-files is given: a transcript is data, whoever wrote it.
        """,
        "today":
            "spotter today [--json]\n  Calories against the target, macros, water, weight and its 7-day average, training.",
        "summary": """
        spotter summary [--date YYYY-MM-DD|yesterday] [--week] [--json]
          The summary of a day; with --week, the week holding the date (week_start in the config):
          kcal, protein, carbs, fat, water and training per day, and averages against the targets.
        """,
        "calendar": """
        spotter calendar [YYYY-MM] [--json]
          A month grid (Monday first; `config set week_start sunday`). Each day: its number, a letter
          per workout (the plan day's initial or the workout name's, else W), ~ for cardio, • when
          food was logged. Today is highlighted on a terminal. --json gives one object per day.
        """,
        "trends": """
        spotter trends EXERCISE|weight [--ascii] [--svg FILE [--force]] [--json]
          EXERCISE is a name or alias (bench, squat, ohp): estimated 1RM per session (e1rm_formula)
          as a sparkline and weekly working volume as bars, scaled to the terminal width (COLUMNS).
          `weight` draws body weight and its 7-day average. --svg writes a standalone chart
          to a new file (--force replaces an existing one).
        """,
        "insights": """
        spotter insights [--json] | insights dismiss N|ID
          At most two, in this order of priority: pain (a tag 3+ times in 14 days), progression ready
          (all prescribed reps at RPE < 8 last session), stall (best e1RM of the last 7 days up < 2 %
          on days 21-27 ago), consistency (behind days_per_week pace; not on a week's first day),
          volume (last 7 days > 20 % off the mean of the 4 weeks before), streaks (7+ logging days,
          4+ training weeks). A dismissal lasts 7 days. The REPL shows them at start.
        """,
        "explain": """
        spotter explain TEXT... [--json]
          Shows how TEXT would be logged, without logging it: the food phrases a line or meal
          sentence splits into; for each, the quantity, the curated alias (which wins) or the top
          USDA candidates (FNDDS 2017-2018, SR28) with scores and word coverage, the certainty
          (clear, close call, loose), the portion chosen (USDA household portions; `Quantity not
          specified` when no amount is given) and the figures.
        """,
        "ask": """
        spotter ask QUESTION [--json]
          Answered from the journal: heaviest squat? · best bench 1rm? · workouts this week? ·
          most frequent exercise? · bench progress last 30 days? · average protein last month? ·
          when did I last deadlift? · last bench? · weight trend this month? · protein today? ·
          when did I last train? · what did I eat today?
          In the REPL or a transcript, `/ask QUESTION` or `ask QUESTION`.
          Other questions go to the LLM resolver (claude, openai, groq)
          with a digest of the last four weeks and the last ten exchanges.
        """,
        "feed": """
        spotter feed [--date D | --from D --to D] [--review] [--kind K[,K]] [--json]
          Entries numbered per day, oldest first. --review lists what needs review (all dates
          unless given) with the command that fixes each. --kind keeps some kinds (food, water,
          weight, workout_start, set, workout_end, cardio, session_note, review); numbers stay the day's.
        """,
        "undo":
            "spotter undo | undo merge\n  Removes every entry the last input line created (a correction line is appended);\n"
            + "  `undo merge` takes back the latest merge (see `help merge`).",
        "delete":
            "spotter delete REF...\n  Each REF is today's number from `spotter feed` (as shown before the delete) or an id\n"
            + "  prefix (4+ characters); `delete 3 4 5` removes three entries as one correction.",
        "edit": """
        spotter edit REF FIELD=VALUE...
          food: text, name, grams, kcal, protein, carbs, fat, fiber (grams alone rescales the figures)
          water: ml · weight: kg, lb · set: reps, weight, kg, lb, rpe, exercise · cardio: km, m, min, s
        """,
        "export": """
        spotter export [--format csv|jsonl] [--from YYYY-MM-DD --to YYYY-MM-DD] [--kind KIND[,KIND]]
                       [--output DIR] [--force] [--raw]
          The entries as reports see them (edits applied, deleted entries left out), on stdout.
          csv (the default): one kind gives its own columns; several kinds (or all, without --kind)
          give one table with a kind column and the union of their columns. jsonl: journal lines.
          --output DIR writes spotter-KIND.csv per kind instead, never overwriting a file unless
          --force. Columns start id,date,time,timestamp and end with input. Kinds: food, water,
          weight, workout_start, set, workout_end, session_note, cardio, cardio_start, review.
        """,
        "import": """
        spotter import [strong|hevy|fitnotes|fitbod] FILE [--unit kg|lb] [--distance-unit km|mi] [--dry-run]
                       [--json]
          Imports a workout app's CSV export (Strong in any language, Hevy, FitNotes for Android or
          iOS, Fitbod); the app is found from the header, and checked against the one named. Each
          workout becomes workout_start, its sets and workout_end; rows with only a distance, or
          time on a cardio exercise, become cardio. Safe to run twice: rows already imported are not
          added again. A unit the file states wins; when it states none, --unit says it (on a
          terminal you are asked); a distance without a unit is km unless --distance-unit says mi.
          Skipped rows are listed with their line and reason (the first 20, then a count per
          reason); an unreadable duration, RPE or set order costs only that field. When most rows
          are skipped the command exits 1. --dry-run writes nothing, not even an empty journal.
          --json prints the closing figures as one object.
        """,
        "merge": """
        spotter merge OTHER.jsonl... [--dry-run] [--show-refused] [--yes] | merge --revert FILE
          Appends the lines of other journals whose id this journal lacks (corrections and lines of
          newer versions included, unchanged), oldest first. Running it again adds nothing; merging
          A into B or B into A gives the same entries. Incomplete or invalid lines are skipped and
          reported with their line number. Lines beyond the limits a typed line keeps (1e308 kcal,
          negative figures, wrong types, control characters) are refused and counted;
          --show-refused lists them with their line and reason. Merged delete and edit lines that
          act on this journal's own entries are counted ("would delete 212 local entries"); such a
          merge asks at a terminal and needs --yes otherwise. Merged edits are checked like typed
          ones. `merge --revert FILE` (or `undo merge` for the latest) takes a merge back.
        """,
        "plan": """
        spotter plan import FILE [--name NAME] [--yes] | list [--json] | show [NAME] [--json] | use NAME|off
          A plan file has a day name on its own line, then indented exercise lines such as
          `  Bench Press 3x5-8`, `  Squat 5x5`, `  Pull-up 3xAMRAP` (a note may follow the scheme).
          Errors name their line; nothing is saved. With an LLM resolver a plan written as prose
          is read, shown, and saved after a yes (or --yes). `plan use` makes `gym` start the
          next day in rotation; `gym DAY` starts a given day.
        """,
        "alias": """
        spotter alias NAME EXERCISE | spotter alias [--json]
          NAME then logs as EXERCISE (a library exercise or a new custom one); quote names of
          several words. With no arguments, lists the names taught.
        """,
        "copy": """
        spotter copy REF [--to DATE]
          REF: `last`, a date (its last workout), today's feed number or an id prefix.
          Without --to a workout starts now listing that workout's exercises with today's
          suggestions; with --to DATE the whole workout is logged again on that date.
        """,
        "repl": """
        spotter repl
          The interactive journal (also `spotter` alone on a terminal); `/help` lists its commands.
        """,
        "doctor": """
        spotter doctor [--json]
          Checks the config, journal, resolver, key and provider; exits 1 when any check fails.
          The key itself is never shown.
        """,
        "help": """
        spotter help [COMMAND]
          The list of commands, or one command's usage (also `spotter COMMAND --help`).
        """,
        "config": """
        spotter config show [--json] | path | set KEY VALUE
          Keys:
            resolver           mock (offline), claude, openai, groq
            units              kg or lb
            timeout_seconds    an LLM request's limit (0-600)
            max_concurrency    LLM requests at once in a batch (1-32)
            days_per_week      your training target, for the consistency insight (1-7)
            rep_range          e.g. 5-8: the range progression works in
            plan               the active plan's name (`plan use NAME` sets it)
            plate_increment    the smallest load step (default 2.5 kg / 5 lb)
            e1rm_formula       epley or brzycki
            week_start         monday or sunday
            targets.kcal|protein|carbs|fat|water_ml   daily targets
            providers.NAME.model|base_url|api_key_env   an LLM provider's settings
        """,
    ]
}
