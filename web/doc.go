// Package web is the web application of alphabeta serve: the alpha-beta lab,
// Xiangqi and Caro pages (plain HTML, CSS and JavaScript embedded with embed,
// no build step) and the JSON API they use, documented in docs/web.md.
//
// The lab replays the event stream of the library's own search.AlphaBeta and
// search.Minimax (through package tree), sent as JSON: there is no second
// alpha-beta in the browser. The Xiangqi page streams the engine's iterations
// as server-sent events and charts the nodes per depth of minimax, alpha-beta
// and the engine against the Knuth–Moore minimum.
//
// Each game has its own state, kept in memory by id and written through to
// the database (internal/db) on every change; an engine searches a
// copy, so reads never wait for it. Engine searches are bounded in time and
// depth, and a semaphore bounds how many searches, pictures and big solves
// run at once; request bodies are limited in size and time, pictures and PGN
// imports in size, bad input gets a 4xx with a clear message, and a panic in
// a handler becomes a 500 instead of a dropped connection. The server
// answers only to local (or allowed) host names, and only JSON from its own
// pages may change a game (guard.go). docs/web.md has the table of limits.
package web
