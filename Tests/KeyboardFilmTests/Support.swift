import Foundation
@testable import KeyboardFilm
import KeyboardSimulation
import TestSupport

func storyboard(_ json: String) throws -> Storyboard {
    try StoryboardLoader.parse(Array(json.utf8), file: "test.json")
}
