export { GET } from "../homeEvents/route";
