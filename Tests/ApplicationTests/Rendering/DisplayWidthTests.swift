@testable import Application
import Testing

@Suite("Display width as glibc's wcwidth counts it")
struct DisplayWidthTests {
    /// Each word's cells as glibc 2.36's `wcwidth` gives them in C.UTF-8, summed by Python through ctypes (not by
    /// forecast): spacing vowel signs (ा ि ी ो ौ ॉ ः, category Mc) one cell, the other marks (ं ् ु ू े, Mn) none.
    @Test("Devanagari: spacing vowel signs one cell, the other marks none", arguments: [
        ("बारिश", 5), ("हल्की वर्षा", 9), ("न्यूनतम", 5), ("अधिकतम", 6), ("मौसम", 4), ("संभावना", 6), ("अगली पूर्णिमा", 11),
        ("गंभीरता", 6), ("चेतावनी", 6), ("दायरा", 5), ("नमस्ते", 4), ("कॉलम", 4), ("प्रातः", 5),
    ])
    func devanagari(word: String, cells: Int) {
        #expect(word.displayWidth == cells)
    }

    @Test("a spacing sign pads like a letter: Hindi cells of one width end at one column")
    func padding() {
        let cells = ["हल्की वर्षा", "घने बादल", "मौसम"].map { $0.padded(to: 12) }
        #expect(cells.map(\.displayWidth) == [12, 12, 12])
        #expect(cells[0] == "हल्की वर्षा   ", "nine cells of text, three of padding")
    }

    @Test("wide scripts two cells a character, marks that do not space none, spacing marks and ambiguous ones one", arguments: [
        ("小雨", 4), ("にわか雨", 8), ("약한 비", 7), ("नमस्ते", 4), ("बारिश", 5), ("°·─▂█", 5), ("مَطَر", 3), ("\u{2068}גשם\u{2069}", 3), ("☁ 7°C", 5),
    ])
    func widths(text: String, cells: Int) {
        #expect(text.displayWidth == cells)
    }
}
