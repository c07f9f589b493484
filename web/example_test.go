package web_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"

	"github.com/alphabeta-go/alphabeta/web"
)

// The lab's API: solve the lecture's tree and list the cuts alpha-beta made.
func Example() {
	srv := web.New(web.Config{})
	defer srv.Close()
	ts := httptest.NewServer(srv.Handler())
	defer ts.Close()

	resp, err := http.Post(ts.URL+"/api/tree/solve", "application/json",
		strings.NewReader(`{"tree":"A(B(D(3,5),E(6,9)),C(F(2,4),G(7,8)))"}`))
	if err != nil {
		panic(err)
	}
	defer resp.Body.Close()
	var answer struct {
		Nodes []struct {
			Label string `json:"label"`
		} `json:"nodes"`
		AlphaBeta struct {
			Value  float64 `json:"value"`
			Events []struct {
				Kind    string `json:"kind"`
				Node    int    `json:"node"`
				Skipped []int  `json:"skipped"`
			} `json:"events"`
			Rows []struct {
				EN []string `json:"en"`
			} `json:"rows"`
		} `json:"alphabeta"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&answer); err != nil {
		panic(err)
	}
	fmt.Println("value:", answer.AlphaBeta.Value)
	for _, e := range answer.AlphaBeta.Events {
		if e.Kind == "cut" {
			fmt.Println("cut at", answer.Nodes[e.Node].Label)
		}
	}
	fmt.Println("row 6:", answer.AlphaBeta.Rows[5].EN[6])
	// Output:
	// value: 5
	// cut at E
	// cut at C
	// row 6: 6 ≥ β=5 → cut leaf 9; E=6
}
