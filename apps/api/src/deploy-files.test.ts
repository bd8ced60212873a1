import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from './platform/config.ts';

const deployDir = join(import.meta.dirname, '../../../deploy');
const k8sDir = join(deployDir, 'k8s');

function readYaml(path: string): Record<string, unknown>[] {
  return parseAllDocuments(readFileSync(path, 'utf8')).map((doc) => doc.toJS() as Record<string, unknown>);
}

const k8s = readdirSync(k8sDir)
  .filter((f) => f.endsWith('.yaml'))
  .flatMap((f) => readYaml(join(k8sDir, f)));
const byKind = (kind: string) => k8s.filter((doc) => doc.kind === kind);
const defaultPort = loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(32), DATABASE_URL: 'memory:' }).port;

describe('deployment files match the code', () => {
  it('has the Kubernetes objects the operations guide describes', () => {
    for (const kind of ['Deployment', 'Service', 'HorizontalPodAutoscaler', 'Ingress', 'ConfigMap', 'Secret', 'Job']) {
      expect(byKind(kind), kind).toHaveLength(1);
    }
  });

  it('probes the health endpoints on the port the server listens on', () => {
    const deployment = byKind('Deployment')[0] as any;
    const container = deployment.spec.template.spec.containers[0];
    expect(container.ports[0].containerPort).toBe(defaultPort);
    expect(container.readinessProbe.httpGet.path).toBe('/readyz');
    expect(container.livenessProbe.httpGet.path).toBe('/livez');
    expect(container.resources.requests).toBeDefined();
  });

  it('sets only configuration variables the product reads', () => {
    const configMap = byKind('ConfigMap')[0] as any;
    const secret = byKind('Secret')[0] as any;
    const compose = readYaml(join(deployDir, 'compose.yaml'))[0] as any;
    const names = [
      ...Object.keys(configMap.data),
      ...Object.keys(secret.stringData),
      ...Object.keys(compose.services.app.environment),
    ];
    for (const name of names) expect(CONFIG_VARIABLES, name).toContain(name);
    expect(compose.services.app.deploy.replicas).toBe(2);
  });

  it('builds a non-root Node 24 image with a health check on /livez', () => {
    const dockerfile = readFileSync(join(deployDir, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/FROM node:24-slim AS runtime/);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/livez/);
    expect(dockerfile).toMatch(new RegExp(`EXPOSE ${defaultPort}`));
    expect(dockerfile).toContain('apps/api/src/server.ts');
  });

  it('builds the image the way `npm start` builds (ADR 090) and ships the runtime dependencies only', () => {
    const dockerfile = readFileSync(join(deployDir, 'Dockerfile'), 'utf8');
    const [build, runtime] = dockerfile.split(/^FROM .* AS runtime$/m) as [string, string];
    const start = JSON.parse(readFileSync(join(deployDir, '../package.json'), 'utf8')).scripts.start as string;
    const bootstrap = start.split(' && ')[0]!;
    expect(bootstrap).toBe('node scripts/bootstrap.mjs --build');
    expect(build).toMatch(new RegExp(`^RUN (--mount=\\S+ )?${bootstrap}$`, 'm'));
    expect(runtime).toMatch(/^RUN .*npm ci --omit=dev/m);
    expect(runtime).not.toContain('bootstrap');
    const ignored = readFileSync(join(deployDir, '../.dockerignore'), 'utf8').split('\n');
    for (const pattern of ['**/node_modules', '**/dist', '.git']) expect(ignored).toContain(pattern);
  });
});
