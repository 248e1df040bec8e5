import { ProseRoute, proseMetadata } from '@/modules/navigation/components/prose-route';

export const generateMetadata = () => proseMetadata('terms');

export default function Page() {
  return <ProseRoute namespace="terms" />;
}
