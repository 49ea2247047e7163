import Domain

/// What is shown beside a place's report: the note under its header (other places its name could mean), the command
/// its name was close to, and what was had of each ``Extra`` asked beside it, looked up by its kind
/// (`extras[NowcastExtra.self]`).
struct PlaceExtras: Sendable {
    /// The note under the header, or `nil`.
    var note: String?
    /// The command the place's name was close to, when it was typed where a command's name goes (`forecast Ayr`):
    /// a note names the command, under the header of a table, among the messages beside the other formats.
    var lookalike: CommandLookalike? = nil
    /// What each kind gave, in the order the kinds were asked (or set), with its credit.
    private var had: [Had] = []

    /// One kind's place: what it gave, `nil` until then.
    private struct Had: Sendable {
        /// Its kind.
        let type: any Extra.Type
        /// What it gave.
        var value: (any Sendable)?
        /// Who it is from, to credit.
        var credit: DataSource?

        /// Its kind's identity.
        var kind: ObjectIdentifier { ObjectIdentifier(type) }
    }

    /// Nothing had yet, with a place kept for each of `asked` in their order, so their credits follow it.
    init(note: String? = nil, asking asked: [any Extra] = []) {
        self.note = note
        had = asked.map { Had(type: type(of: $0), value: nil, credit: nil) }
    }

    /// What `kind` gave; `nil` when it was not asked, not had, or gave nothing. Setting it keeps the value and the
    /// credit its kind gives for it (setting `nil` drops both).
    subscript<Kind: Extra>(kind: Kind.Type) -> Kind.Value? {
        get { had.first { $0.kind == ObjectIdentifier(kind) }?.value as? Kind.Value }
        set {
            put(Had(type: kind, value: newValue, credit: newValue.flatMap(Kind.credit(of:))))
        }
    }

    /// The kinds asked (or set) that add to each row of a daily or an hourly view, in order, whether they gave
    /// something or not.
    var rowKinds: [any RowExtra.Type] { had.compactMap { $0.type as? any RowExtra.Type } }

    /// Who what was had beside the report is from, in the order asked, to be credited beside its own sources.
    var sources: [DataSource] { had.compactMap(\.credit) }

    /// These extras with what `other` had, each in its kind's place.
    mutating func add(_ other: PlaceExtras) {
        for entry in other.had where entry.value != nil { put(entry) }
    }

    /// `entry` in its kind's place, or last when its kind has none.
    private mutating func put(_ entry: Had) {
        if let index = had.firstIndex(where: { $0.kind == entry.kind }) { had[index] = entry } else { had.append(entry) }
    }
}
