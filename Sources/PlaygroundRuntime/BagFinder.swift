import Foundation
import RunnerProtocol
@_spi(Playground) import RxSwift

/// Where a disposable sits: the bag holding it, as the learner names it, and, when that bag's
/// owner is alive though nothing the learner reaches holds it, the bag's place (a retain cycle).
struct BagPlace {
    /// `bag`, `MainViewController.bag`.
    var name: String
    /// The owner's class and the bag's property, when only a cycle keeps the owner.
    var cycle: RunnerSubscription.Place?
    /// With `cycle`: the owner's address, telling two owners of one class apart.
    var owner: Int?
}

/// Finds the dispose bags the learner can name: a variable holding one (`bag`), a stored
/// property of an object the variables or the screen reach (`MainViewController.bag`), or of a
/// learner object seen before that something unseen still keeps alive; and what each holds.
struct BagFinder {
    /// The bag holding each disposable, by the disposable's identity.
    let holders: [ObjectIdentifier: BagPlace]
    /// The walk it made.
    let walk: ObjectWalk

    /// Walks what the learner's program holds now, notes the learner objects holding bags and
    /// sources (`RuntimeState.owners`), and finds the bags.
    static func survey() -> BagFinder {
        let variables = RuntimeState.variables.values
        var bags: [ObjectIdentifier: (bag: DisposeBag, place: BagPlace)] = [:]
        for (name, value) in variables {
            if let bag = value as? DisposeBag { bags[ObjectIdentifier(bag)] = (bag, BagPlace(name: name)) }
        }
        let walk = ObjectWalk(roots: RuntimeState.variables.roots) { object, properties in
            RuntimeState.owners.note(object, properties: properties)
            let owner = String(describing: type(of: object))
            for property in properties {
                guard let label = property.label, let bag = ObjectWalk.object(in: property.value) as? DisposeBag,
                    bags[ObjectIdentifier(bag)] == nil
                else { continue }
                bags[ObjectIdentifier(bag)] = (bag, BagPlace(name: "\(owner).\(label)"))
            }
        }
        RuntimeState.owners.prune()
        RuntimeState.timeline.noteSourceOwners(RuntimeState.owners.owner(ofSource:))
        for (bag, owner, place) in RuntimeState.owners.ownedBags {
            let id = ObjectIdentifier(bag)
            // Nothing is called unreachable that the walk did not finish looking for.
            let kept = walk.isComplete && !walk.reached.contains(ObjectIdentifier(owner))
            let name = bags[id]?.place.name ?? "\(place.className).\(place.property)"
            bags[id] = (
                bag,
                BagPlace(
                    name: name, cycle: kept ? place : nil,
                    owner: kept ? Int(bitPattern: UInt(bitPattern: ObjectIdentifier(owner))) : nil)
            )
        }
        var holders: [ObjectIdentifier: BagPlace] = [:]
        for (_, entry) in bags {
            for disposable in contents(of: entry.bag) { holders[ObjectIdentifier(disposable)] = entry.place }
        }
        return BagFinder(holders: holders, walk: walk)
    }

    /// Walks what the learner's program holds now and notes the learner objects holding bags
    /// and sources, so that `:subs` knows them later when nothing reaches them any more.
    static func noteOwners() {
        _ = ObjectWalk(roots: RuntimeState.variables.roots) { object, properties in
            RuntimeState.owners.note(object, properties: properties)
        }
        RuntimeState.owners.prune()
        RuntimeState.timeline.noteSourceOwners(RuntimeState.owners.owner(ofSource:))
    }

    /// The subscriptions, as `:subs` shows them: each with its bag, and with what keeps it
    /// alive that nothing the learner reaches can end.
    var subscriptions: [RunnerSubscription] {
        RuntimeState.timeline.subscriptions(bags: holders) { source in
            // Nothing is called unreachable that the walk did not finish looking for.
            !walk.isComplete || walk.reached.contains(source)
        }
    }

    /// The disposables `bag` holds, read through reflection (the bag offers no way to list them).
    private static func contents(of bag: DisposeBag) -> [AnyObject] {
        let held = Mirror(reflecting: bag).children.first { $0.label == "disposables" }?.value
        return (held as? [Disposable])?.map { $0 as AnyObject } ?? []
    }
}
