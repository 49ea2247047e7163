extension Double {
    /// The number rounded to hundredths: a sum of amounts given to 0.1 mm, without the binary sum's noise
    /// (0.6000000000000001 is 0.6).
    var hundredths: Double { (self * 100).rounded() / 100 }
}
