// The yardstick for the API server's throughput: a bare node:http server that answers every
// request with the bytes and headers it is given, doing no other work.
import http from 'node:http';

const [port, bodyBase64, headersJson] = process.argv.slice(2);
const body = Buffer.from(bodyBase64 ?? '', 'base64');
const headers = JSON.parse(headersJson ?? '{}');
const server = http.createServer((_request, response) => {
  response.writeHead(200, { ...headers, 'content-length': body.length });
  response.end(body);
});
server.listen(Number(port), '127.0.0.1', () => console.log(`bare server ready on ${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
