import { ProseRoute, proseMetadata } from '@/modules/navigation/components/prose-route';

export const generateMetadata = () => proseMetadata('about');

export default function Page() {
  return <ProseRoute namespace="about" />;
}
