# syntax=docker/dockerfile:1
# Ryggkollen's container image (docs/deployment.md, "Container image").
#   docker build -t ryggkollen .
#   docker run --init -p 3000:3000 --env-file /etc/ryggkollen/env -v ryggkollen-data:/data ryggkollen
# Two stages: the build needs the dev tools (Vite, esbuild, TypeScript); the image runs the built
# server from dist/ with the production dependencies only.

# The Node version the test suite runs on (package.json "engines": >=20.19).
ARG NODE_IMAGE=node:20.20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# dist/web (the web app, precompressed), dist/server (main.js, the two worker bundles, the SQL
# migrations), dist/build-info.json.
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
# Production dependencies only: the PDF fonts (@expo-google-fonts/inter), fontkit and pdfmake,
# sharp's prebuilt binary, PGlite, pg and pg-boss. No compiler, no test tools.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# The app and its dependencies belong to root and cannot be changed by the process; it writes
# only its data folder (the embedded database, report files, uploaded images, the mail outbox).
RUN mkdir -p /data && chown node:node /data && chmod 750 /data
VOLUME ["/data"]
# `node` (uid 1000) is the unprivileged user of the official Node images.
USER node
EXPOSE 3000
# Liveness (decision 0043): the event loop answers. A database outage must not mark the container
# for a restart; a load balancer asks /api/health/ready itself. No curl in a slim image: Node asks.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# On SIGTERM the server stops taking connections, finishes its requests and jobs and closes the
# database within 10 s (src/server/main.ts); `docker stop -t 30` leaves room.
STOPSIGNAL SIGTERM
# Exec form: node receives the signal itself (run with --init to have zombie processes reaped).
CMD ["node", "dist/server/main.js"]
