# The console's server in a container: `npm run build` in a build stage, then only what
# `node dist-server/serve.js` needs (the built console, the bundled server and the production
# dependencies) in the final image, run as an unprivileged user. docs/decisions/0034.
#
#   docker build -t folio-console .
#   docker run -p 8080:8080 folio-console --upstream https://api.example.test
#   docker run -p 8080:8080 -v folio-data:/data folio-console --data /data/state.json \
#     --public-url https://folio.example.test

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
# No install scripts: nothing here builds native code, and msw's would copy its worker into public/.
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
# The `node` user of the base image; /data holds the platform in a box's state (--data).
RUN mkdir /data && chown node:node /data
USER node
EXPOSE 8080
# Listens on every interface of the container; the arguments given to `docker run` follow.
ENTRYPOINT ["node", "dist-server/serve.js", "--host", "0.0.0.0", "--port", "8080"]
