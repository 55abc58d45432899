import { forwardToUpstream } from '@/services/gateway/forward';

export const dynamic = 'force-dynamic';

interface GatewayContext {
  params: Promise<{ family: string; path?: string[] }>;
}

async function handle(request: Request, context: GatewayContext): Promise<Response> {
  const { family, path = [] } = await context.params;
  return forwardToUpstream(request, family, path);
}

export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE };
