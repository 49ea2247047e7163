/// The app's own `Platform`, named like forecast's providers.
public enum Shelf {
    public static let name = "umbrellas"
}
