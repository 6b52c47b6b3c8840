extension DisplayList {
    /// A list that draws exactly the alpha channel this one draws, with every colour made black;
    /// nil when some command's alpha depends on more than its path and a solid colour's alpha
    /// (gradients, images, nested layers). Two lists with equal alpha lists draw the same alpha:
    /// each channel is blended and rounded on its own, and alpha only from alphas and coverage.
    var alphaOnly: DisplayList? {
        var alpha: [DrawCommand] = []
        alpha.reserveCapacity(commands.count)
        for command in commands {
            guard case .fill(let path, let rule, .solid(let color), let multiply) = command else { return nil }
            alpha.append(
                .fill(
                    path: path, rule: rule, paint: .solid(RGBAColor(white: 0, alpha: color.alpha)),
                    multiply: RGBAColor(white: 1, alpha: multiply.alpha)))
        }
        return DisplayList(commands: alpha)
    }
}
