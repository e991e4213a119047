import { signInAtGateway } from "@alm/test-support";
const gw = "http://localhost:4200";
const [user, query, vars] = process.argv.slice(2);
const { jar } = await signInAtGateway(gw, user!, { returnTo: "/analysis/" });
const res = await fetch(`${gw}/graphql`, {
  method: "POST",
  headers: { "content-type": "application/json", cookie: jar.header(`${gw}/graphql`) ?? "", origin: gw, "apollo-require-preflight": "1" },
  body: JSON.stringify({ query, variables: JSON.parse(vars ?? "{}") }),
});
console.log(res.status, JSON.stringify(await res.json(), null, 1).slice(0, 3000));
