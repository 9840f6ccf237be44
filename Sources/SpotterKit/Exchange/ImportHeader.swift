/// Reads a column title by its meaning: the apps translate their headers (`Datum`, `Name der Übung`,
/// `Nome do exercício`), so each title is folded and mapped onto the English title the readers ask for.
enum ImportHeader {
    /// The English title `title` means (`name der übung` → `exercise name`), or the folded title itself.
    static func meaning(_ title: String) -> String {
        let folded = fold(title)
        if let known = titles[folded] { return known }
        return guess(folded) ?? folded
    }

    /// Lower case without accents, quotes or doubled spaces: `Nome do Exercício` → `nome do exercicio`.
    static func fold(_ title: String) -> String {
        var plain = String.UnicodeScalarView()
        for scalar in FieldText.trimmed(title).lowercased().removingDiacritics().unicodeScalars
        where scalar != "\u{FEFF}" && scalar != "\"" {
            plain.append(scalar == "_" ? " " : scalar)
        }
        return String(plain).split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// Titles no table lists, read from their words (`Ordem das séries`, `Número de repetições`).
    private static func guess(_ folded: String) -> String? {
        func has(_ words: String...) -> Bool { words.contains { folded.contains($0) } }
        if has("note", "notiz", "nota", "замет", "comment") {
            return has("workout", "treino", "entrenamiento", "entrainement", "seance", "трениров")
                ? "workout notes" : "notes"
        }
        if has("unit", "einheit", "unidad", "unidade", "unite", "единиц") {
            return has("dist", "entfern", "расст") ? "distance unit" : "weight unit"
        }
        if has("reihenfolge", "set order", "ordem", "orden", "ordre", "порядок") { return "set order" }
        if has("exerc", "ubung", "uebung", "упражн") { return "exercise name" }
        if has("wiederh", "repet", "повтор") { return "reps" }
        return nil
    }

    /// Strong's titles in the languages its app is used in, folded as `fold` does.
    private static let titles: [String: String] = {
        var table: [String: String] = [:]
        let meanings: [(String, [String])] = [
            ("date", ["datum", "data", "fecha", "дата"]),
            (
                "workout name",
                [
                    "workout-name", "trainingsname", "nome do treino", "nome do workout", "nombre del entrenamiento",
                    "nombre del workout", "nom de l'entrainement", "nom de la seance", "nom du workout",
                    "название тренировки", "тренировка",
                ]
            ),
            ("duration", ["dauer", "duracao", "duracion", "duree", "длительность", "продолжительность"]),
            (
                "exercise name",
                [
                    "name der ubung", "ubungsname", "ubung", "nome do exercicio", "exercicio", "nombre del ejercicio",
                    "ejercicio", "nom de l'exercice", "exercice", "название упражнения", "упражнение",
                ]
            ),
            (
                "set order",
                [
                    "reihenfolge festlegen", "satzreihenfolge", "satz", "ordem da serie", "ordem das series",
                    "serie", "orden de la serie", "orden de series", "ordre de la serie", "ordre des series",
                    "порядок подходов", "порядок подхода", "подход",
                ]
            ),
            ("weight", ["gewicht", "peso", "poids", "вес"]),
            (
                "reps",
                [
                    "wiederh.", "wiederholungen", "wdh.", "repeticoes", "reps.", "repeticiones", "repetitions",
                    "rep.", "повторения", "повт.", "повторы",
                ]
            ),
            ("distance", ["entfernung", "distanz", "distancia", "расстояние", "дистанция"]),
            ("seconds", ["sekunden", "segundos", "secondes", "секунды", "сек."]),
            ("notes", ["notizen", "notas", "заметки"]),
            (
                "workout notes",
                [
                    "workout-notizen", "trainingsnotizen", "notas do treino", "notas del entrenamiento",
                    "notes d'entrainement", "notes de la seance", "заметки к тренировке", "заметки тренировки",
                ]
            ),
            (
                "weight unit",
                ["gewichtseinheit", "unidade de peso", "unidad de peso", "unite de poids", "единица веса"]
            ),
            (
                "distance unit",
                [
                    "entfernungseinheit", "unidade de distancia", "unidad de distancia", "unite de distance",
                    "единица расстояния",
                ]
            ),
        ]
        for (meaning, words) in meanings {
            for word in words { table[word] = meaning }
        }
        return table
    }()
}
