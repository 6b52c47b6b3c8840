/// A layer that draws its sublayers `instanceCount` times: Core Animation's
/// `CAReplicatorLayer`. Each instance is the one before turned by `instanceTransform` about the
/// replicator's centre, its colours multiplied by `instanceColor` plus the instance's offsets,
/// and its animations `instanceDelay` seconds later (a loader's ring of fading dots).
open class CAReplicatorLayer: CALayer {
    open var instanceCount = 1
    /// Seconds each instance's animations run behind the one before.
    open var instanceDelay: TimeInterval = 0
    /// The transform from one instance to the next, about the replicator's centre.
    open var instanceTransform = CATransform3DIdentity
    /// The colour the first instance's colours are multiplied by (white: unchanged).
    open var instanceColor: CGColor? = UIColor.white.cgColor
    /// What each instance adds to the colour of the one before, per component.
    open var instanceRedOffset: Float = 0
    open var instanceGreenOffset: Float = 0
    open var instanceBlueOffset: Float = 0
    open var instanceAlphaOffset: Float = 0
    /// Whether the instances keep their depth (flattened on an iPhone's 2-D drawing either way).
    open var preservesDepth = false

    override var layerReplication: LayerReplication? {
        LayerReplication(
            count: instanceCount, delay: instanceDelay, transform: instanceTransform,
            color: instanceColor?.resolved ?? .white,
            offsets: [instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset].map(Double.init))
    }
}
