/*
 * The baseline of Tools/layout-bench.sh: a raw libyaml event scan of a file, the least any
 * YAML reader must do. Parses every event with yaml_parser_parse and counts them.
 *
 *   cc -O2 -o yaml-scan Tools/yaml-scan.c -lyaml && ./yaml-scan FILE
 *   prints "EVENTS" and exits 0, or prints the parser's problem and exits 1.
 */
#include <stdio.h>
#include <yaml.h>

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: yaml-scan FILE\n");
    return 2;
  }
  FILE *file = fopen(argv[1], "rb");
  if (!file) {
    perror(argv[1]);
    return 2;
  }
  yaml_parser_t parser;
  if (!yaml_parser_initialize(&parser)) {
    fclose(file);
    return 2;
  }
  yaml_parser_set_input_file(&parser, file);
  long events = 0;
  int status = 0;
  for (;;) {
    yaml_event_t event;
    if (!yaml_parser_parse(&parser, &event)) {
      fprintf(stderr, "yaml-scan: %s\n", parser.problem ? parser.problem : "error");
      status = 1;
      break;
    }
    int done = event.type == YAML_STREAM_END_EVENT;
    yaml_event_delete(&event);
    events++;
    if (done) break;
  }
  yaml_parser_delete(&parser);
  fclose(file);
  printf("%ld\n", events);
  return status;
}
