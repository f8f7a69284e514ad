// opscheck validates memstream's deployment files without a Docker engine or a Grafana:
//
//	opscheck compose docker-compose.yml    load it as `docker compose config` does (the
//	                                       compose-spec schema, interpolation, references
//	                                       between services, networks and volumes) and check
//	                                       that every bind-mounted file exists
//	opscheck dashboard FILE.json...        decode each Grafana dashboard strictly (unknown or
//	                                       mistyped fields are errors) with the Grafana
//	                                       Foundation SDK's schema, then validate it
//
// Built and run by ops/check-deploy.sh; it prints one line per file and exits non-zero on
// the first invalid one.
package main

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/compose-spec/compose-go/v2/cli"
	"github.com/compose-spec/compose-go/v2/types"
	"github.com/grafana/grafana-foundation-sdk/go/cog"
	"github.com/grafana/grafana-foundation-sdk/go/cog/plugins"
	"github.com/grafana/grafana-foundation-sdk/go/dashboard"
)

func main() {
	if len(os.Args) < 3 {
		fail(fmt.Errorf("usage: opscheck compose FILE | opscheck dashboard FILE..."))
	}
	check := map[string]func(string) error{"compose": checkCompose, "dashboard": checkDashboard}[os.Args[1]]
	if check == nil {
		fail(fmt.Errorf("unknown check %q: compose or dashboard", os.Args[1]))
	}
	for _, path := range os.Args[2:] {
		if err := check(path); err != nil {
			fail(fmt.Errorf("%s: %w", path, err))
		}
		fmt.Printf("opscheck: %s is a valid %s file\n", path, os.Args[1])
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "opscheck:", err)
	os.Exit(1)
}

// checkCompose loads a compose file with the loader docker compose uses, then checks that
// every bind mount's source exists.
func checkCompose(path string) error {
	options, err := cli.NewProjectOptions([]string{path}, cli.WithName("memstream"), cli.WithOsEnv)
	if err != nil {
		return err
	}
	project, err := options.LoadProject(context.Background())
	if err != nil {
		return err
	}
	for _, service := range project.Services {
		if err := checkBinds(service); err != nil {
			return err
		}
	}
	return nil
}

func checkBinds(service types.ServiceConfig) error {
	for _, volume := range service.Volumes {
		if volume.Type != types.VolumeTypeBind {
			continue
		}
		if _, err := os.Stat(volume.Source); err != nil {
			return fmt.Errorf("service %s mounts %s, which does not exist", service.Name, volume.Source)
		}
	}
	return nil
}

// checkDashboard decodes a dashboard strictly against the Grafana schema and validates it.
func checkDashboard(path string) error {
	raw, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	plugins.RegisterDefaultPlugins() // panel and query types, so their fields are checked too
	var board dashboard.Dashboard
	if err := failed(board.UnmarshalJSONStrict(raw)); err != nil {
		return err
	}
	return failed(board.Validate())
}

// failed is nil for no error, including the SDK's empty error list (a typed nil).
func failed(err error) error {
	var list cog.BuildErrors
	if errors.As(err, &list) && len(list) == 0 {
		return nil
	}
	return err
}
