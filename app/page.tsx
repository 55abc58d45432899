import { redirect } from 'next/navigation';
import { homePath } from '@/lib/routing/navigation';

// The proxy sends `/` to the stored or browser language; this is the server's own fallback.
export default function RootPage() {
  redirect(homePath());
}
