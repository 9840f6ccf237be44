extension Load {
    /// This load plus an amount in any unit, kept in this load's unit.
    func adding(_ amount: Double, _ unit: WeightUnit) -> Load {
        let delta = unit == self.unit ? amount : Load(value: amount, unit: unit).kilograms / self.unit.kilograms
        return Load(value: ((value + delta) * 100).rounded() / 100, unit: self.unit)
    }
}
