module alphabeta

go 1.26
