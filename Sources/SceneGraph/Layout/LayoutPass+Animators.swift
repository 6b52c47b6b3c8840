import Foundation
import Geometry
import Timeline

extension LayoutPass {
    /// Most instants at which a keyframe animator's content is built and laid out during layout,
    /// to report scene errors before rendering.
    static let maximumCheckedKeyframeTimes = 16

    /// The layout, in `rect`, of content built from an input (keyframe values, animatable data,
    /// a timeline's update time), called at every frame. The last result is kept: a frame whose
    /// input equals the one before (an animation that has ended, a periodic timeline between
    /// updates) reuses it instead of calling the scene's code and laying out again.
    func contentLayout<Input: Equatable & Sendable>(
        _ build: @escaping @Sendable (Input) throws -> ViewNode, in rect: Rect, _ env: LayoutEnvironment,
        _ childID: NodeID
    ) -> @Sendable (Input) throws -> RenderNode {
        let engine = self.engine
        let last = LastLayout<Input>()
        return { input in
            if let node = last.node(for: input) { return node }
            let pass = LayoutPass(engine: engine)
            let content = try build(input)
            let s = try pass.size(content, ProposedSize(rect.size), env, childID)
            let node = try pass.place(content, in: pass.align(s, in: rect, .center), env, childID)
            last.keep(node, for: input)
            return node
        }
    }

    /// A keyframe animator's content for its initial value (built once per pass).
    func restingContent(_ animator: KeyframeAnimatorView, _ id: NodeID) throws -> ViewNode {
        if let cached = restingContents[id] { return cached }
        let content = try animator.content(animator.timeline.values(at: 0))
        restingContents[id] = content
        return content
    }

    /// The animator node: its content at rest, and a layout function for any value. The
    /// content is laid out at every keyframe's instant too, so that a scene error in it is
    /// reported now rather than while rendering.
    func placeKeyframeAnimator(
        _ animator: KeyframeAnimatorView, in rect: Rect, _ env: LayoutEnvironment, _ id: NodeID
    ) throws -> RenderNode {
        let childID = id.child(0)
        let layout = contentLayout(animator.content, in: rect, env, childID)
        let resting = try restingContent(animator, id)
        let s = try size(resting, ProposedSize(rect.size), env, childID)
        let model = try place(resting, in: align(s, in: rect, .center), env, childID)
        var times = Set(animator.timeline.tracks.flatMap(\.keyframeTimes)).sorted()
        if times.count > Self.maximumCheckedKeyframeTimes {
            let step = Double(times.count - 1) / Double(Self.maximumCheckedKeyframeTimes - 1)
            times = (0..<Self.maximumCheckedKeyframeTimes).map { times[Int((Double($0) * step).rounded())] }
        }
        for time in times { _ = try layout(animator.timeline.values(at: time)) }
        let motion = KeyframeMotion(
            id: animator.id, timeline: animator.timeline, trackNames: animator.trackNames,
            repeating: animator.repeating, layout: layout)
        let content = AnimatorContent(motion: .keyframes(motion), trigger: animator.trigger, model: model)
        return RenderNode(id: id, frame: rect, content: .animator(content))
    }

    /// A custom animatable view's node: its content for its own numbers, and the layout of
    /// the content for any numbers (called at every frame with the blended ones).
    func placeAnimatableData(
        _ view: AnimatableDataView, in rect: Rect, _ env: LayoutEnvironment, _ id: NodeID
    ) throws -> RenderNode {
        let layout = contentLayout(view.content, in: rect, env, id.child(0))
        let model = try layout(view.data)
        let motion = AnimatableDataMotion(id: view.id, data: view.data, layout: layout)
        let content = AnimatorContent(motion: .animatableData(motion), trigger: nil, model: model)
        return RenderNode(id: id, frame: rect, content: .animator(content))
    }

    /// A timeline view's node: its content at time 0, and the layout of its content at any
    /// scene time (called at every frame).
    func placeTimeline(_ view: TimelineContentView, in rect: Rect, _ env: LayoutEnvironment, _ id: NodeID) throws
        -> RenderNode
    {
        let layout = contentLayout(view.content, in: rect, env, id.child(0))
        let model = try layout(view.schedule.update(at: 0))
        let motion = TimelineMotion(id: view.id, schedule: view.schedule, layout: layout)
        let content = AnimatorContent(motion: .timeline(motion), trigger: nil, model: model)
        return RenderNode(id: id, frame: rect, content: .animator(content))
    }

    /// The animator node with its content laid out in every phase (all at the same place, so
    /// that the phases blend like snapshots).
    func placePhaseAnimator(
        _ animator: PhaseAnimatorView, in rect: Rect, _ env: LayoutEnvironment, _ id: NodeID
    ) throws -> RenderNode {
        let childID = id.child(0)
        var phases: [RenderNode] = []
        for view in animator.phases.isEmpty ? [.empty] : animator.phases {
            let s = try size(view, ProposedSize(rect.size), env, childID)
            phases.append(try place(view, in: align(s, in: rect, .center), env, childID))
        }
        let content = AnimatorContent(
            motion: .phases(phases, animator.animation), trigger: animator.trigger, model: phases[0])
        return RenderNode(id: id, frame: rect, content: .animator(content))
    }
}

/// The last input a content layout was called with and its node (frames render on several
/// threads, hence the lock; one entry suffices, as consecutive frames share inputs).
private final class LastLayout<Input: Equatable>: @unchecked Sendable {
    private let lock = NSLock()
    private var entry: (input: Input, node: RenderNode)?

    func node(for input: Input) -> RenderNode? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry, entry.input == input else { return nil }
        return entry.node
    }

    func keep(_ node: RenderNode, for input: Input) {
        lock.lock()
        defer { lock.unlock() }
        entry = (input, node)
    }
}
