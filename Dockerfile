# The web app (`alphabeta serve`) for a classroom server: one static binary
# (CGO_ENABLED=0) on Alpine, run as an unprivileged user. Commands and notes:
# docs/deploy.md.
#
#   docker build -t alphabeta .
#   docker run -d --name alphabeta -p 8080:8080 --restart unless-stopped \
#     alphabeta --allow-host classroom.example.edu
#
# Arguments after the image name go to `alphabeta serve` (--allow-host,
# --max-searches, --max-think). Build from a git clone (with its .git
# directory) and `docker exec alphabeta alphabeta version` names the commit.

FROM golang:1.26 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
# -buildvcs=auto stamps the commit when the context has a .git directory and
# builds without it otherwise.
RUN git config --global --add safe.directory /src \
 && CGO_ENABLED=0 go build -trimpath -buildvcs=auto -o /out/alphabeta ./cmd/alphabeta \
 && /out/alphabeta version

# Alpine rather than scratch or distroless: its busybox wget is the health
# check's HTTP client, and it adds about 8 MB.
FROM alpine:3.22
RUN adduser -D -H -u 10001 alphabeta
COPY --from=build /out/alphabeta /usr/local/bin/alphabeta
USER 10001
EXPOSE 8080
# GET /api/health answers {"ok":true} without work; 127.0.0.1 is a host the
# server always accepts, whatever --allow-host adds.
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1:8080/api/health || exit 1
ENTRYPOINT ["alphabeta", "serve", "--addr", "0.0.0.0:8080"]
