module github.com/alphabeta-go/alphabeta

go 1.26.0

require (
	github.com/chromedp/chromedp v0.23.0
	golang.org/x/image v0.48.0
	golang.org/x/text v0.44.0
)

require (
	github.com/chromedp/cdproto v0.159.0 // indirect
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	golang.org/x/sys v0.50.0 // indirect
)
