import SpotterKit

/// `spotter completions bash|zsh|fish`: a completion script; names that change (exercises, aliases,
/// plans) are asked of `spotter completions --words KIND` when completing, so they are never stale.
enum Completions {
    static let usage = "Usage: spotter completions bash|zsh|fish (or --words commands|exercises|plans)."

    /// Every subcommand, and the options each takes beyond the global ones.
    static let options: [(command: String, options: [String])] = [
        ("log", []), ("replay", ["--dry-run", "--strict", "--allow-files"]), ("today", []),
        ("summary", ["--date", "--week"]), ("feed", ["--date", "--from", "--to", "--review", "--kind"]),
        ("week", ["--date"]), ("calendar", []), ("cal", []), ("trends", ["--ascii", "--svg", "--force"]),
        ("insights", []), ("ask", []),
        ("explain", []), ("undo", []), ("delete", []), ("edit", []), ("copy", ["--to"]),
        ("export", ["--format", "--from", "--to", "--kind", "--output", "--force", "--raw"]),
        ("import", ["--unit", "--distance-unit", "--dry-run"]),
        ("merge", ["--dry-run", "--show-refused", "--yes", "--revert"]), ("plan", ["--name", "--yes"]),
        ("alias", []), ("config", []), ("doctor", []), ("repl", []), ("completions", []), ("help", []),
    ]
    static let globalOptions = [
        "--journal", "--config", "--resolver", "--now", "--json", "--quiet", "--no-color", "--allow-files", "--help",
        "--version",
    ]

    static func run(_ words: [String], setup: () throws -> Setup) throws -> Int32 {
        switch (words.first, words.count) {
        case ("--words", 2):
            for word in try names(words[1], setup: setup) { Output.standard.line(word) }
        case ("bash", 1): Output.standard.line(bash)
        case ("zsh", 1): Output.standard.line(zsh)
        case ("fish", 1): Output.standard.line(fish)
        default: throw Arguments.UsageError(message: usage)
        }
        return 0
    }

    /// The words to offer for `kind`: subcommands, exercise names and aliases (the user's too), plans.
    static func names(_ kind: String, setup: () throws -> Setup) throws -> [String] {
        switch kind {
        case "commands": return options.map(\.command)
        case "exercises":
            let setup = try setup()
            let library = AliasFile.library(from: setup.paths.aliasesFile, base: .builtIn)
            let taught = AliasFile.pairs(
                String(decoding: FileSystem.read(setup.paths.aliasesFile) ?? [], as: UTF8.self))
            let words = library.exercises.flatMap { [$0.name.lowercased()] + $0.aliases } + taught.map(\.alias)
            var seen = Set<String>()
            // Names match without apostrophes (`farmers walk`), and a quote would derail compgen -W.
            return words.map { String($0.filter { $0.isLetter || $0.isNumber || " -".contains($0) }) }
                .filter { !$0.isEmpty && seen.insert($0).inserted }.sorted()
        case "plans":
            let setup = try setup()
            let store = PlanStore(directory: setup.paths.plansDirectory, library: .builtIn)
            return store.all().map(\.name).sorted()
        default: throw Arguments.UsageError(message: usage)
        }
    }

    static var commandList: String { options.map(\.command).joined(separator: " ") }

    /// `case` arms giving each command's options, for the shell scripts.
    static func optionArms(indent: String) -> String {
        options.filter { !$0.options.isEmpty }.map {
            "\(indent)\($0.command)) opts=\"\($0.options.joined(separator: " "))\" ;;"
        }.joined(separator: "\n")
    }

    static var bash: String {
        """
        # spotter completion for bash: source it, or save it as
        # ~/.local/share/bash-completion/completions/spotter
        _spotter() {
            local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
            local command="" i
            for ((i = 1; i < COMP_CWORD; i++)); do
                case "${COMP_WORDS[i]}" in
                    --journal|--config|--resolver|--now) ((i++)) ;;
                    -*) ;;
                    *) command="${COMP_WORDS[i]}"; break ;;
                esac
            done
            local opts=""
            case "$command" in
        \(optionArms(indent: "        "))
            esac
            local list=""
            case "$prev" in
                --resolver) list=$'mock\\nclaude\\nopenai\\ngroq' ;;
                --format) list=$'csv\\njsonl' ;;
                --unit) list=$'kg\\nlb' ;;
                --distance-unit) list=$'km\\nmi' ;;
                --journal|--config|--svg|--output|--revert) COMPREPLY=($(compgen -f -- "$cur")); return ;;
            esac
            if [[ -z "$list" ]]; then
                if [[ "$cur" == -* ]]; then
                    list=$(printf '%s\\n' \(globalOptions.joined(separator: " ")) $opts)
                elif [[ -z "$command" || "$command" == "help" ]]; then
                    list=$(printf '%s\\n' \(commandList))
                else
                    case "$command" in
                        trends|alias) list=$(spotter completions --words exercises 2>/dev/null) ;;
                        plan)
                            case "$prev" in
                                plan) list=$'import\\nlist\\nshow\\nuse' ;;
                                show|use) list=$(spotter completions --words plans 2>/dev/null) ;;
                                import) COMPREPLY=($(compgen -f -- "$cur")); return ;;
                            esac ;;
                        config) [[ "$prev" == config ]] && list=$'show\\npath\\nset' ;;
                        import) [[ "$prev" == import ]] && list=$'strong\\nhevy\\nfitnotes\\nfitbod'
                            [[ -z "$list" ]] && { COMPREPLY=($(compgen -f -- "$cur")); return; } ;;
                        completions) list=$'bash\\nzsh\\nfish' ;;
                        replay|merge) COMPREPLY=($(compgen -f -- "$cur")); return ;;
                    esac
                fi
            fi
            local IFS=$'\\n'
            COMPREPLY=($(compgen -W "$list" -- "$cur"))
            COMPREPLY=("${COMPREPLY[@]// /\\\\ }")
        }
        complete -F _spotter spotter
        """
    }

    static var zsh: String {
        """
        #compdef spotter
        # spotter completion for zsh: save as _spotter in a directory on $fpath (before compinit).
        _spotter() {
            local -a commands opts words_list
            commands=(\(commandList))
            if (( CURRENT == 2 )); then
                compadd -- $commands \(globalOptions.joined(separator: " "))
                return
            fi
            local command=${words[2]} opts=""
            case $command in
        \(optionArms(indent: "        "))
            esac
            if [[ ${words[CURRENT]} == -* ]]; then
                compadd -- ${=opts} \(globalOptions.joined(separator: " "))
                return
            fi
            case $command in
                trends|alias) words_list=(${(f)"$(spotter completions --words exercises 2>/dev/null)"}); compadd -- $words_list ;;
                plan)
                    case ${words[CURRENT-1]} in
                        plan) compadd -- import list show use ;;
                        show|use) words_list=(${(f)"$(spotter completions --words plans 2>/dev/null)"}); compadd -- $words_list ;;
                        *) _files ;;
                    esac ;;
                config) compadd -- show path set ;;
                import) [[ ${words[CURRENT-1]} == import ]] && compadd -- strong hevy fitnotes fitbod || _files ;;
                completions) compadd -- bash zsh fish ;;
                help) compadd -- $commands ;;
                replay|merge|export) _files ;;
            esac
        }
        compdef _spotter spotter
        """
    }

    static var fish: String {
        let commands = commandList
        var lines = [
            "# spotter completion for fish: save as ~/.config/fish/completions/spotter.fish",
            "complete -c spotter -f",
            "complete -c spotter -n '__fish_use_subcommand' -a '\(commands)'",
        ]
        for option in globalOptions { lines.append("complete -c spotter -l \(option.dropFirst(2))") }
        for (command, options) in options {
            for option in options {
                lines.append(
                    "complete -c spotter -n '__fish_seen_subcommand_from \(command)' -l \(option.dropFirst(2))")
            }
        }
        lines += [
            "complete -c spotter -n '__fish_seen_subcommand_from trends alias' -a '(spotter completions --words exercises 2>/dev/null)'",
            "complete -c spotter -n '__fish_seen_subcommand_from plan; and __fish_seen_subcommand_from show use' -a '(spotter completions --words plans 2>/dev/null)'",
            "complete -c spotter -n '__fish_seen_subcommand_from plan; and not __fish_seen_subcommand_from import list show use' -a 'import list show use'",
            "complete -c spotter -n '__fish_seen_subcommand_from import' -a 'strong hevy fitnotes fitbod'",
            "complete -c spotter -n '__fish_seen_subcommand_from completions' -a 'bash zsh fish'",
            "complete -c spotter -n '__fish_seen_subcommand_from replay merge import' -F",
        ]
        return lines.joined(separator: "\n")
    }
}
