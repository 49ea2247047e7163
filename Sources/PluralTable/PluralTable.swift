import Application

/// `forecast-plural-table`: prints the plural category forecast's rules pick for every whole number from 0 to 200 in
/// every language (`code<TAB>n<TAB>category`), then each language's categories (`code<TAB>categories<TAB>one,other`).
/// The checks (Tests/Oracles) compare both with CLDR's through Babel: the command line cannot show every number, so
/// this small program shows the rules themselves. It is not installed.
@main
enum PluralTable {
    static func main() {
        for language in Language.allCases {
            for count in 0...200 {
                print("\(language.rawValue)\t\(count)\t\(language.pluralCategory(of: count).rawValue)")
            }
        }
        for language in Language.allCases {
            print("\(language.rawValue)\tcategories\t\(language.pluralCategories.map(\.rawValue).joined(separator: ","))")
        }
    }
}
