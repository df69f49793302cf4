# Rubric appliance: one container running exactly the `npm start` path the tests exercise.
# Node 24, the active LTS (Node 20 reached end of life in April 2026); CI runs the same install,
# start and suite on Node 24 (scripts/ci/fresh-node.sh).
# Build stage: full install (better-sqlite3 compiles from source; package.json's allowScripts decides
# which dependency install scripts run) and the build.
FROM node:24-bookworm-slim AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV npm_config_build_from_source=true SCARF_ANALYTICS=false
COPY . .
RUN npm ci --no-audit --no-fund \
 && npm run build \
 && npm prune --omit=dev --no-audit --no-fund

# Runtime stage: production dependencies and compiled output only, non-root, signals forwarded by tini.
FROM node:24-bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini ca-certificates \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data \
    MODELS_DIR=/models
WORKDIR /app
COPY --from=build --chown=node:node /app /app
# Optional: bake a recommended model into the image (`--build-arg MODEL=qwen2.5-3b`, or an https URL).
# A new named volume mounted at /models starts with the image's content, so the model is found there.
ARG MODEL=""
# /backups: where compose.yaml mounts the snapshot volume (BACKUP_DIR=/backups); without BACKUP_DIR, as with
# `npm start`, no snapshots are taken and the start log warns.
RUN mkdir -p /data /models /backups \
 && if [ -n "$MODEL" ]; then node scripts/fetch-model.mjs "$MODEL" --out /models; fi \
 && chown -R node:node /data /models /backups \
 && chmod 700 /data /backups
USER node
VOLUME ["/data", "/models", "/backups"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 CMD ["node", "docker/healthcheck.mjs"]
ENTRYPOINT ["/usr/bin/tini", "--", "/app/docker/entrypoint.sh"]
CMD ["npm", "start"]
