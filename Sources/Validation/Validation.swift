// `import Validation` is enough: it brings `Requirement` and its catalogue along.
@_exported import Requirements
