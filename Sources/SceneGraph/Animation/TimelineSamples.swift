import Timeline

/// The scene's timelines evaluated at one instant, each on first use.
struct TimelineSamples {
    let timelines: [Timeline]
    let time: Double
    private var samples: [Timeline.Sample?]

    init(timelines: [Timeline], time: Double) {
        self.timelines = timelines
        self.time = time
        self.samples = Array(repeating: nil, count: timelines.count)
    }

    mutating func sample(_ index: Int) -> Timeline.Sample {
        if let sample = samples[index] { return sample }
        let sample = timelines[index].sample(at: time)
        samples[index] = sample
        return sample
    }
}
