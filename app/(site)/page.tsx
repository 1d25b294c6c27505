export default function HomePage() {
  return <main className="page-width py-10">标准物质商城</main>;
}
