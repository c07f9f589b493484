// An example of using the search library from another module: the replace
// line points at this checkout; a project elsewhere drops it and requires a
// published version instead.
module example.com/nim

go 1.26.0

require github.com/alphabeta-go/alphabeta v0.0.0

replace github.com/alphabeta-go/alphabeta => ../..
