import { ApolloLink } from "@apollo/client";
import { Observable, type Subscription } from "rxjs";
import { takeEarlyAnswer } from "./early-requests.ts";

/**
 * Answers an operation from its early request (early-requests.ts) when there is one, and sends it
 * on otherwise, or when the early request got no usable answer (a refused session, an error):
 * the normal request then meets whatever the rest of the links do with it.
 */
export const earlyAnswers = new ApolloLink((operation, forward) => {
  const answer = takeEarlyAnswer(operation.operationName ?? "", operation.variables);
  if (!answer) return forward(operation);
  return new Observable((observer) => {
    let sentOn: Subscription | undefined;
    let closed = false;
    void answer.then((result) => {
      if (closed) return;
      if (!result) {
        sentOn = forward(operation).subscribe(observer);
        return;
      }
      observer.next(result);
      observer.complete();
    });
    return () => {
      closed = true;
      sentOn?.unsubscribe();
    };
  });
});
